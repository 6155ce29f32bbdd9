module.exports=[56719,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_news_feed_xml_route_actions_0p2voo8ss8zsa.js.map