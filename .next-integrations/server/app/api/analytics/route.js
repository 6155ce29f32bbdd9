var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/api/analytics/route.js")
R.c("server/chunks/[root-of-the-server]__003g08y0jbwin._.js")
R.c("server/chunks/lib_integrations_config_ts_03_clkgklirp_._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_0j6fjxp__q2tr._.js")
R.c("server/chunks/_next-internal_server_app_api_analytics_route_actions_1e0ou17qxwn3t.js")
R.m(26378)
module.exports=R.m(26378).exports
