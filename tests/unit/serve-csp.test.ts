import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptHashes, originOf, originsFrom } from '@/lib/csp/policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('buildCsp', () => {
  it('allows a page its inline scripts by hash, never unsafe-inline or unsafe-eval', () => {
    const policy = buildCsp({ scriptHashes: ["'sha256-abc='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('uses strict-dynamic with a per-request nonce, and lets the named origins frame the page', () => {
    const policy = buildCsp({ nonce: 'n1', frameAncestors: ["'self'", 'https://uniform.app'] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n1'", "'strict-dynamic'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://uniform.app']);
  });

  it('adds configured third-party origins once each', () => {
    const policy = buildCsp({ extra: { 'connect-src': ['https://flags.example', 'https://flags.example'] } });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://flags.example']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes exactly the inline scripts a browser runs', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script nonce="abc">run()</script>',
      '<script type="module">mod()</script>',
      '<script src="/_next/static/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script></script>',
      '<SCRIPT type="text/javascript">upper()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual(
      [sha('self.__next_f.push([1,"a"])'), sha('run()'), sha('mod()'), sha('upper()')].sort(),
    );
  });

  it('gives the same hash for the same script whatever nonce attribute a render added', () => {
    expect(inlineScriptHashes('<script nonce="x">a()</script>')).toEqual(inlineScriptHashes('<script>a()</script>'));
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><p>text</p></body></html>')).toEqual([]);
  });
});

describe('origins from the environment', () => {
  it.each([
    ['https://app.example.com/path?q=1', 'https://app.example.com'],
    ['not a url', undefined],
    [undefined, undefined],
  ])('originOf(%s) is %s', (input, expected) => expect(originOf(input)).toBe(expected));

  it('reads a space-separated list and drops what is not a URL', () => {
    expect(originsFrom(' https://a.example/x  junk https://b.example ')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
