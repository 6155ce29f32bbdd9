/**
 * The first paint before the framework. Next puts its chunk scripts in the head as `<script async>` (and some as
 * script preloads), so a phone that has the HTML and CSS early fetches and runs 190 kB of framework before it shows
 * the server-rendered page, and the scripts share the line with the fonts and the hero image. Every page is complete
 * without them, so the front door holds them back: the HTML names them in one inline loader at the top of the head,
 * which requests them once the browser has presented its first contentful paint and decoded the page's priority
 * images (`fetchpriority="high"`, next/image's `priority`). Hydration then starts after the first paint, not before it.
 *
 * No paint to wait for (a hidden tab, a browser without paint timing) means no wait past the parse; nothing holds
 * them past HOLD_LIMIT_MS. Only answers of 200 (and the built not-found page) are held: Next's error pages are drawn
 * by the scripts. Draft mode keeps Next's tags (its policy is a nonce the loader would not carry).
 */

import { NEXT_STATIC_PREFIX } from './next-private';

/** The loader's id: the bench reads the page's scripts from it (tools/bench/sizes.mjs). */
export const LOADER_ID = 'scripts-after-first-paint';
/** Scripts are requested at the latest this long after the loader ran, painted or not. */
export const HOLD_LIMIT_MS = 5_000;

const CHUNK = new RegExp(`^${NEXT_STATIC_PREFIX}[^"<>\\s]+\\.js$`);
// Where a tag Next writes for a chunk can start; the body is searched as bytes, never decoded whole (it is large).
const TAG_STARTS = [`<script src="${NEXT_STATIC_PREFIX}`, '<link rel="preload"'].map((text) => Buffer.from(text));
const SCRIPT_END = Buffer.from('</script>');
const HEAD = Buffer.from('<head>');
const CHARSET = Buffer.from('<meta charSet="utf-8"/>');
const TAG_PARTS = /^<(script|link)\b([^>]*?)\/?>$/i;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(/([\w-]+)(?:="([^"]*)")?/g))
    if (name) attributes.set(name.toLowerCase(), value ?? '');
  return attributes;
}

/** A Next chunk tag the loader can stand in for: `<script src async>` or `<link rel=preload as=script>`, nothing else. */
function heldTag(kind: string, source: string, closed: boolean): { script?: string; preload?: string } | undefined {
  const attributes = attributesOf(source);
  const names = [...attributes.keys()].sort().join(' ');
  if (kind === 'script' && closed && names === 'async src' && CHUNK.test(attributes.get('src') ?? ''))
    return { script: attributes.get('src') };
  const isScriptPreload = attributes.get('rel') === 'preload' && attributes.get('as') === 'script';
  if (kind === 'link' && isScriptPreload && ['as href rel', 'as fetchpriority href rel'].includes(names)) {
    const href = attributes.get('href') ?? '';
    if (CHUNK.test(href)) return { preload: href };
  }
  return undefined;
}

/**
 * The loader, as sent (plain JavaScript that every browser Next supports runs; one source whatever compiles this
 * file). Called with the scripts, the preloads and HOLD_LIMIT_MS; tests/unit/serve-paint-first.test.ts runs it.
 */
const LOADER_SOURCE = [
  'function(scripts,preloads,limit){var started=false;',
  'function start(){if(started)return;started=true;',
  'preloads.forEach(function(href){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=href;',
  'l.setAttribute("fetchpriority","low");document.head.appendChild(l)});',
  'scripts.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;',
  'document.head.appendChild(s)})}',
  'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}',
  'function whenParsed(then){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",then);',
  'else then()}',
  'function imagesDecoded(){var images=[].slice.call(document.querySelectorAll("img[fetchpriority=high]"));',
  'return Promise.all(images.map(function(image){return image.decode().catch(function(){})}))}',
  'setTimeout(start,limit);',
  'var types=typeof PerformanceObserver==="function"?PerformanceObserver.supportedEntryTypes||[]:[];',
  'if(types.indexOf("paint")<0||document.visibilityState!=="visible")return whenParsed(afterNextFrame);',
  'new PerformanceObserver(function(entries,observer){',
  'if(!entries.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();',
  'whenParsed(function(){imagesDecoded().then(afterNextFrame)})}).observe({type:"paint",buffered:true})}',
].join('');

/** `<script>` source of the loader for these scripts and preloads. */
export function loaderScript(scripts: readonly string[], preloads: readonly string[]): string {
  const call = `(${LOADER_SOURCE})(${JSON.stringify(scripts)},${JSON.stringify(preloads)},${HOLD_LIMIT_MS})`;
  // No `</script` can end it early: the source has none and CHUNK admits no `<` in a URL.
  return `<script id="${LOADER_ID}">${call}</script>`;
}

interface HeldTag {
  start: number;
  end: number;
  script?: string;
  preload?: string;
}

/** The chunk tags of `body` that the loader can stand in for, in order. */
function heldTags(body: Buffer): HeldTag[] {
  const found: HeldTag[] = [];
  for (const opening of TAG_STARTS) {
    for (let start = body.indexOf(opening); start >= 0; start = body.indexOf(opening, start + 1)) {
      const close = body.indexOf(62 /* > */, start);
      if (close < 0) break;
      const [, kind = '', source = ''] = TAG_PARTS.exec(body.toString('latin1', start, close + 1)) ?? [];
      const closed = body.subarray(close + 1, close + 1 + SCRIPT_END.length).equals(SCRIPT_END);
      const held = heldTag(kind.toLowerCase(), source, closed);
      if (held) found.push({ start, end: close + 1 + (held.script ? SCRIPT_END.length : 0), ...held });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The page with Next's chunk scripts and script preloads replaced by the loader, placed after the charset declaration
 * (which must stay in the first 1,024 bytes). A page without such tags, or already rewritten, comes back as it was.
 */
export function holdScriptsUntilFirstPaint(body: Buffer): Buffer {
  const head = body.indexOf(HEAD);
  const tags = head < 0 || body.includes(`id="${LOADER_ID}"`) ? [] : heldTags(body).filter((tag) => tag.start > head);
  if (!tags.length) return body;
  const scripts = [...new Set(tags.flatMap((tag) => tag.script ?? []))];
  const preloads = [...new Set(tags.flatMap((tag) => tag.preload ?? []))].filter((href) => !scripts.includes(href));
  const charset = body.indexOf(CHARSET, head);
  // Both are before the first held tag: the charset only when it comes first, the head's end always.
  const loaderAt = charset >= 0 && charset < tags[0]!.start ? charset + CHARSET.length : head + HEAD.length;
  const parts = [body.subarray(0, loaderAt), Buffer.from(loaderScript(scripts, preloads))];
  let from = loaderAt;
  const cut = (at: number) => parts.push(body.subarray(from, at));
  for (const tag of tags) {
    cut(tag.start);
    from = tag.end;
  }
  cut(body.length);
  return Buffer.concat(parts);
}
