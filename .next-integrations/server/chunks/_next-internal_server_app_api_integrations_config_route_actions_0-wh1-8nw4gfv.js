module.exports=[11948,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_api_integrations_config_route_actions_0-wh1-8nw4gfv.js.map