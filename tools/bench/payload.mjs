#!/usr/bin/env node
/**
 * What a page hands the browser to parse and hydrate, counted from its HTML (deterministic: the same build gives the
 * same figures on a busy machine): the inline RSC payload (`self.__next_f.push` scripts) in bytes as sent and as
 * decoded, the client components in it (modules, and the elements of them React hydrates), and the elements of the
 * body before any script runs (the first layout's DOM, counted as Lighthouse's dom-size counts).
 *
 * Alone, against a running server: `node tools/bench/payload.mjs http://127.0.0.1:3000 / /insurance/general-liability`.
 */
import { JSDOM } from 'jsdom';
import { withoutScripts } from './floor.mjs';

const PUSH = /<script\b[^>]*>(self\.__next_f\.push\(([\s\S]*?)\))<\/script>/g;

export function payloadFigures(html) {
  const pushes = [...html.matchAll(PUSH)];
  const chunks = pushes.map((match) => JSON.parse(match[2])).filter((entry) => typeof entry[1] === 'string');
  const decoded = chunks.map((entry) => entry[1]).join('');
  // Client references are rows `id:I[…]`; an element of one is `["$","$L<id>",…`.
  const clientIds = new Set([...decoded.matchAll(/(?:^|\n)([0-9a-f]+):I\[/g)].map((match) => match[1]));
  const clientElements = [...decoded.matchAll(/\["\$","\$L([0-9a-f]+)"/g)].filter((match) =>
    clientIds.has(match[1]),
  ).length;
  const { document } = new JSDOM(withoutScripts(html)).window;
  return {
    htmlBytes: Buffer.byteLength(html),
    rscInlineBytes: pushes.reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0),
    rscDecodedBytes: Buffer.byteLength(decoded),
    rscShareOfHtml: Math.round((pushes.reduce((sum, match) => sum + match[0].length, 0) / html.length) * 100) / 100,
    clientModules: clientIds.size,
    clientElements,
    domNodes: document.body?.querySelectorAll('*').length ?? 0,
  };
}

export async function pagePayload(url) {
  const response = await fetch(url);
  return response.ok ? payloadFigures(await response.text()) : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, ...paths] = process.argv.slice(2);
  if (!site) {
    console.error('usage: node tools/bench/payload.mjs <server URL> [path…]');
    process.exit(2);
  }
  const rows = {};
  for (const path of paths.length ? paths : ['/']) rows[path] = await pagePayload(`${site}${path}`);
  console.table(rows);
}
