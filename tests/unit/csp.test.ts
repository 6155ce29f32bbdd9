import { describe, expect, it } from 'vitest';
import { buildCsp, originOf, originsFrom } from '@/lib/csp';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1);

describe('buildCsp', () => {
  it('allows a prerendered page its inline scripts by hash, never unsafe-inline or unsafe-eval', () => {
    const policy = buildCsp({ scriptHashes: ["'sha256-abc='"], pathNonce: 'path' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-path'", "'sha256-abc='"]);
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

describe('origins from the environment', () => {
  it.each([
    ['https://app.example.com/path?q=1', 'https://app.example.com'],
    ['not a url', undefined],
    [undefined, undefined],
  ])('originOf(%s) is %s', (input, expected) => expect(originOf(input)).toBe(expected));

  it('reads a space-separated list and drops what is not a URL', () => {
    expect(originsFrom(' https://a.example/x  junk https://b.example ')).toEqual(['https://a.example', 'https://b.example']);
  });
});
