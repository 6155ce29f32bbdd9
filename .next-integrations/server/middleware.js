var R=require("./chunks/[turbopack]_runtime.js")("server/middleware.js")
R.c("server/chunks/[externals]__1x03ca2kb8oz0._.js")
R.c("server/chunks/[root-of-the-server]__0d-lwoj5k7cnt._.js")
R.m(62395)
module.exports=R.m(62395).exports
