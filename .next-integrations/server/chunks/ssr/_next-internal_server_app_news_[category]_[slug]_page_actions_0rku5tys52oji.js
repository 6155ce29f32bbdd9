module.exports=[55574,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_news_%5Bcategory%5D_%5Bslug%5D_page_actions_0rku5tys52oji.js.map