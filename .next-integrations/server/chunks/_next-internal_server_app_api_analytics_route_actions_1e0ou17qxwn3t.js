module.exports=[18125,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_api_analytics_route_actions_1e0ou17qxwn3t.js.map