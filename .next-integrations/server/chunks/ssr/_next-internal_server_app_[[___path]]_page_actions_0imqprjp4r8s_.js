module.exports=[78820,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%5B%5B___path%5D%5D_page_actions_0imqprjp4r8s_.js.map