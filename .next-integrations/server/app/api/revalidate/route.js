var R=require("../../../chunks/[turbopack]_runtime.js")("server/app/api/revalidate/route.js")
R.c("server/chunks/[root-of-the-server]__0g4s969r8r2fc._.js")
R.c("server/chunks/node_modules_next_dist_0w_6_3_nokpiu._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_1oyzsqf-4l-6_._.js")
R.c("server/chunks/node_modules_next_dist_1l42dpz5ttgyf._.js")
R.c("server/chunks/_next-internal_server_app_api_revalidate_route_actions_0js558tcn8ds0.js")
R.m(50785)
module.exports=R.m(50785).exports
