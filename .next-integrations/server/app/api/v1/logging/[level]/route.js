var R=require("../../../../../chunks/[turbopack]_runtime.js")("server/app/api/v1/logging/[level]/route.js")
R.c("server/chunks/[root-of-the-server]__0z_247szscqlg._.js")
R.c("server/chunks/[root-of-the-server]__1uv-wzynojl57._.js")
R.c("server/chunks/_1l69gmjrolaoi._.js")
R.c("server/chunks/_next-internal_server_app_api_v1_logging_[level]_route_actions_1wa0lpgwtahil.js")
R.m(61434)
module.exports=R.m(61434).exports
