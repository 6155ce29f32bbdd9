/**
 * Two builds of the same content render the same markup, but not byte for byte: where the data arrives over the
 * network Next's streaming settles in another order. What is set aside here is only that order:
 * - each build's own id;
 * - the RSC payload scripts (`self.__next_f.push`), the same tree serialised in arrival order with the router's
 *   own hints (compare what it carries with `payloadValue`);
 * - the order of the head's elements (metadata and viewport tags are written as each settles);
 * - React's `<!-- -->` separators, written between text nodes that were rendered in separate passes;
 * - the names of script chunks: they are hashes of the chunk's minified code, and Turbopack's minifier may name a
 *   chunk's local variables differently from one build to the next (seen with the forms' chunks), which renames
 *   every chunk that loads it. How many scripts a page loads, and where, is still compared;
 * - server action ids in a form's hidden fields: each build hashes them with its own key.
 */
export function comparableMarkup(html: string, buildId: string): string {
  const withoutPayload = html
    .replaceAll(buildId, 'BUILD_ID')
    .replace(/\/_next\/static\/chunks\/[\w-]+\.js/g, '/_next/static/chunks/CHUNK.js')
    .replace(/&quot;id&quot;:&quot;[0-9a-f]{40,42}&quot;/g, '&quot;id&quot;:&quot;ACTION_ID&quot;')
    .replace(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g, '')
    .replaceAll('<!-- -->', '');
  const [head = '', ...rest] = withoutPayload.split('</head>');
  const [beforeHead = '', inHead = ''] = head.split('<head>');
  const headElements = inHead.match(/<(title|script|style)\b[^>]*>[\s\S]*?<\/\1>|<[^>]+>/g) ?? [];
  return `${beforeHead}<head>${[...headElements].sort().join('')}</head>${rest.join('</head>')}`;
}

/** The RSC payload a page carries, as one string. */
function payload(html: string): string {
  const pushes = html.matchAll(/<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g);
  return [...pushes].map((match) => (JSON.parse(match[1]!) as [number, string])[1]).join('');
}

/** The first JSON object the payload gives as `"key": {…}` (for instance a client island's prop). */
export function payloadValue(html: string, key: string): unknown {
  const text = payload(html);
  const start = text.indexOf(`"${key}":{`);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let at = start + key.length + 3; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return JSON.parse(text.slice(start + key.length + 3, at + 1));
  }
  return undefined;
}
