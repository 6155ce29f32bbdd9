module.exports=[65158,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_listing-page_%5Bsection%5D_%5Bcategory%5D_%5Bpage%5D_page_actions_18lt2vcqyk0jf.js.map