globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/7Jk7eLWO9l9sTK5RhtSVk/_buildManifest.js",
    "static/7Jk7eLWO9l9sTK5RhtSVk/_ssgManifest.js",
    "static/7Jk7eLWO9l9sTK5RhtSVk/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/2_xf99yxhp4od.js",
    "static/chunks/1f0kui785itr3.js",
    "static/chunks/25bczj-1xirsl.js",
    "static/chunks/1daarfzefyceb.js",
    "static/chunks/turbopack-2u1d16houkiyo.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[[...path]]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/learning-center/[category]/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/listing-page/[section]/[category]/[page]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/news/[category]/[slug]/page": {
      "otherChunks": [
        "static/chunks/2_xf99yxhp4od.js",
        "static/chunks/1f0kui785itr3.js",
        "static/chunks/25bczj-1xirsl.js",
        "static/chunks/1daarfzefyceb.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
