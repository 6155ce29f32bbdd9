/**
 * The header tests of the MDN HTTP Observatory (v2 scoring rules), applied to one response's headers and HTML.
 * Start at 100, add each test's modifier; bonuses count only when the score before them is at least 90.
 * Tests that need TLS (redirection to https, HSTS preload-list membership, cookie flags over https) are reported
 * as not measured on a local http server.
 */
const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(value) {
  const directives = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name)
      directives.set(
        name.toLowerCase(),
        sources.map((source) => source.toLowerCase()),
      );
  }
  return directives;
}

function cspTest(value) {
  if (!value) return ['csp-not-implemented', -25];
  const csp = parseCsp(value);
  const fallback = csp.get('default-src');
  const scripts = csp.get('script-src') ?? fallback;
  if (!scripts) return ['csp-implemented-with-unsafe-inline', -20];
  const allowsByNonceOrHash = scripts.some(
    (source) => /^'(nonce|sha(256|384|512))-/.test(source) || source === "'strict-dynamic'",
  );
  if (scripts.includes("'unsafe-inline'") && !allowsByNonceOrHash) return ['csp-implemented-with-unsafe-inline', -20];
  if (scripts.some((source) => ['http:', '*', 'data:', 'https:'].includes(source) || source.startsWith('http://'))) {
    return ['csp-implemented-with-insecure-scheme', -20];
  }
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const passive = ['img-src', 'media-src', 'default-src'].flatMap((name) => csp.get(name) ?? []);
  if (passive.some((source) => source === 'http:' || source.startsWith('http://'))) {
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  }
  if (fallback?.length === 1 && fallback[0] === "'none'")
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 0];
}

function hstsTest(value) {
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1]);
  if (!Number.isFinite(maxAge)) return ['hsts-header-invalid', -20];
  return maxAge >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function referrerTest(value) {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const policy = value.split(',').pop().trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy))
    return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function frameTest(csp, xfo) {
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors) return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim())
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20];
}

function sriTest(html, origin) {
  const sources = [...(html ?? '').matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi)].map((match) => match[0]);
  const external = sources.filter((tag) => /src="(https?:)?\/\//i.test(tag) && !tag.includes(`src="${origin}`));
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  if (external.every((tag) => /\sintegrity=/.test(tag)))
    return ['sri-implemented-and-external-scripts-loaded-securely', 5];
  return ['sri-not-implemented-and-external-scripts-loaded-securely', -5];
}

export function scoreHeaders(headers, html, origin) {
  const get = (name) => headers.get(name) ?? undefined;
  const cors = get('access-control-allow-origin');
  const nosniff = get('x-content-type-options');
  const tests = [
    ['content-security-policy', ...cspTest(get('content-security-policy'))],
    ['cookies', ...(get('set-cookie') ? ['cookies-set (flags not measured over http)', 0] : ['cookies-not-found', 0])],
    [
      'cross-origin-resource-sharing',
      ...(cors === '*'
        ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
        : ['cross-origin-resource-sharing-not-implemented', 0]),
    ],
    ['redirection', 'not measured (local http server)', 0],
    ['referrer-policy', ...referrerTest(get('referrer-policy'))],
    ['strict-transport-security', ...hstsTest(get('strict-transport-security'))],
    ['subresource-integrity', ...sriTest(html, origin)],
    [
      'x-content-type-options',
      ...(nosniff?.trim().toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : [nosniff ? 'x-content-type-options-header-invalid' : 'x-content-type-options-not-implemented', -5]),
    ],
    ['x-frame-options', ...frameTest(get('content-security-policy'), get('x-frame-options'))],
  ].map(([name, result, modifier]) => ({ name, result, modifier }));
  const penalties = 100 + tests.filter((test) => test.modifier < 0).reduce((sum, test) => sum + test.modifier, 0);
  const bonus = tests.filter((test) => test.modifier > 0).reduce((sum, test) => sum + test.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonus : penalties);
  const grade = GRADES.find(([minimum]) => score >= minimum)[1];
  return { score, grade, tests };
}
