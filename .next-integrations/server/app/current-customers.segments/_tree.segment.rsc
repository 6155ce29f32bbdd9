:HL["/_next/static/chunks/0p2dja9xqy-_w.css","style"]
:HL["/_next/static/chunks/1t67iurcf958p.css","style"]
:HL["/_next/static/media/fraunces_latin_wght_normal-s.p.1v4l5w6-86t-v.woff2","font",{"crossOrigin":"","type":"font/woff2"}]
:HL["/_next/static/media/inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2","font",{"crossOrigin":"","type":"font/woff2"}]
:HL["/_next/static/chunks/3fq1mftb4s6il.css","style"]
2:[["children",{"s":"__PAGE__","h":160}]]
1:[["children",{"s":{"n":"path","t":"oc","k":"current-customers","s":["api","learning-center","listing-page","news"]},"h":64,"c":"$Q2"}]]
0:{"b":"7Jk7eLWO9l9sTK5RhtSVk","t":{"t":{"s":"","h":16,"c":"$Q1"}}}
