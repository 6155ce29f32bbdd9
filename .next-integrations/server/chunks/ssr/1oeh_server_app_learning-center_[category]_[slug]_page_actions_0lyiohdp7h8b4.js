module.exports=[67472,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_learning-center_%5Bcategory%5D_%5Bslug%5D_page_actions_0lyiohdp7h8b4.js.map