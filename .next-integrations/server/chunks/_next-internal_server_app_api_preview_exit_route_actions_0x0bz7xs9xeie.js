module.exports=[21065,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_api_preview_exit_route_actions_0x0bz7xs9xeie.js.map