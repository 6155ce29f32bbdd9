module.exports=[72513,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_learning-center_feed_xml_route_actions_0ikuoiw358v70.js.map