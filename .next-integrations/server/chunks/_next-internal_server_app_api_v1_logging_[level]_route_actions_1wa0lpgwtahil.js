module.exports=[89313,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_api_v1_logging_%5Blevel%5D_route_actions_1wa0lpgwtahil.js.map