:HL["/_next/static/chunks/1t67iurcf958p.css","style"]
1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"7Jk7eLWO9l9sTK5RhtSVk","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
