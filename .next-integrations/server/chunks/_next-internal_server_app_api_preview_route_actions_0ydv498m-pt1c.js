module.exports=[946,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_api_preview_route_actions_0ydv498m-pt1c.js.map