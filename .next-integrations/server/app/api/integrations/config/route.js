var R=require("../../../../chunks/[turbopack]_runtime.js")("server/app/api/integrations/config/route.js")
R.c("server/chunks/[externals]__0o95afu5qyuc6._.js")
R.c("server/chunks/lib_integrations_config_ts_03_clkgklirp_._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_1gawlcx3it9oq._.js")
R.c("server/chunks/_next-internal_server_app_api_integrations_config_route_actions_0-wh1-8nw4gfv.js")
R.m(38871)
module.exports=R.m(38871).exports
