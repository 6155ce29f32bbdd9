#!/usr/bin/env node
/**
 * Completes Next's standalone output (.next/standalone, `output: 'standalone'`) into a folder that runs the site's own
 * server: build/server (server.ts and lib/serve, compiled), the shared cache handler, public/ and .next/static, and
 * the operator's scripts (forms:retry, forms:export), the node_modules those files need (traced with the copy of @vercel/nft inside Next, as Next traces its own). The
 * Dockerfile runs it after `npm run build`; `cd .next/standalone && node build/server/server.js` then serves the site.
 */
import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const target = join(root, distDir, 'standalone');
if (!existsSync(join(target, distDir, 'required-server-files.json'))) {
  console.error(`No standalone output in ${target}: run \`npm run build\` first.`);
  process.exit(1);
}

// The operator's tools run in the image too (`npm run forms:retry`, `forms:export`: docs/deployment.md, "Tools in the
// image"), with the database clients they import.
const entries = [
  'build/server/server.js',
  'cache-handler.mjs',
  'page-cache-handler.mjs',
  'scripts/forms-retry.mjs',
  'scripts/forms-export.mjs',
];
const { fileList } = await nodeFileTrace(entries, { base: root });
let copied = 0;
for (const file of fileList) {
  // Next's own files are in the standalone output already, traced from the routes that use them.
  // next.config.ts stays out: the standalone server reads the config the build resolved (lib/serve/build-config.ts).
  if (file.startsWith(`${distDir}/`) || file.startsWith('next.config.')) continue;
  cpSync(join(root, file), join(target, file), { dereference: true });
  copied += 1;
}
// content/: the embedded content source and its redirects, read at run time.
for (const folder of ['public', join(distDir, 'static'), 'content'])
  cpSync(join(root, folder), join(target, folder), { recursive: true });
console.log(`Standalone server in ${target}: ${copied} traced files copied, public/ and static files copied.`);
