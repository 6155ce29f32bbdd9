import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, actionHost, isReadableRouterState } from '@/lib/serve/next-private';
import { readSiteOrigins, refusePost } from '@/lib/serve/post-guard';

const TREE = encodeURIComponent(
  JSON.stringify(['', { children: ['search', { children: ['__PAGE__', {}] }] }, null, 'refetch', 1]),
);
const FORM = { host: 'site.example', 'content-type': 'multipart/form-data; boundary=x', 'content-length': '300' };

describe('refusePost', () => {
  it.each([
    ['a same-site form post', { ...FORM, origin: 'https://site.example' }, undefined],
    ['a form post without Origin (Next lets it through)', FORM, undefined],
    [
      'behind a proxy',
      { ...FORM, host: 'internal:3000', 'x-forwarded-host': 'site.example', origin: 'https://site.example' },
      undefined,
    ],
    ['a cross-site Origin', { ...FORM, origin: 'https://evil.example' }, 403],
    ['Origin: null', { ...FORM, origin: 'null' }, 403],
    ['a malformed Origin', { ...FORM, origin: 'http://[' }, 403],
    ['an Origin without a host', { ...FORM, origin: 'data:,x' }, 403],
    ['action arguments that are not form data', { ...FORM, 'content-type': 'text/plain;charset=UTF-8' }, 400],
    ['no Content-Length', { ...FORM, 'content-length': undefined }, 411],
    ['a body over the limit', { ...FORM, 'content-length': String(ACTION_BODY_LIMIT + 1) }, 413],
    ['a body at the limit', { ...FORM, 'content-length': String(ACTION_BODY_LIMIT) }, undefined],
  ])('%s → %s', (_name, headers, status) => expect(refusePost(headers, true)?.status).toBe(status));

  it.each([
    [
      'a post the browser calls cross-site',
      { ...FORM, origin: 'https://site.example', 'sec-fetch-site': 'cross-site' },
      403,
    ],
    [
      'a post the browser calls same-origin',
      { ...FORM, origin: 'https://site.example', 'sec-fetch-site': 'same-origin' },
      undefined,
    ],
    ['an Origin that is not a web origin', { ...FORM, host: 'site.example', origin: 'ftp://site.example' }, 403],
  ])('%s → %s', (_name, headers, status) => expect(refusePost(headers, true)?.status).toBe(status));

  describe('with the site origins configured (SITE_ORIGINS)', () => {
    const origins = readSiteOrigins('https://site.example, https://www.site.example');
    it.each([
      ['the site', { ...FORM, origin: 'https://site.example' }, undefined],
      ['its other name', { ...FORM, host: 'www.site.example', origin: 'https://www.site.example' }, undefined],
      ['no Origin', FORM, undefined],
      [
        'a DNS-rebinding pair (Origin and Host agree, not the site)',
        { ...FORM, host: 'evil.example', origin: 'https://evil.example' },
        403,
      ],
      ['the site over plain http', { ...FORM, origin: 'http://site.example' }, 403],
      ['the site on another port', { ...FORM, host: 'site.example:8443', origin: 'https://site.example:8443' }, 403],
    ])('%s → %s', (_name, headers, status) => expect(refusePost(headers, true, origins)?.status).toBe(status));

    it('reads origins from any URL spelling and drops what is not one', () => {
      expect(readSiteOrigins(' https://Site.Example/ http://localhost:3000/x  nonsense ')).toEqual([
        'https://site.example',
        'http://localhost:3000',
      ]);
      expect(readSiteOrigins(undefined)).toEqual([]);
    });
  });

  it('leaves other requests alone, whatever their Origin or body', () => {
    expect(refusePost({ origin: 'null', 'content-type': 'text/plain' }, false)).toBeUndefined();
  });

  it.each([
    [TREE, undefined],
    ['%', 400],
    ['not-json', 400],
    [encodeURIComponent('{"a":1}'), 400],
    [encodeURIComponent('[1,{}]'), 400],
    ['x'.repeat(50_000), 400],
  ])('Next-Router-State-Tree %s → %s', (tree, status) =>
    expect(refusePost({ rsc: '1', 'next-router-state-tree': tree }, false)?.status).toBe(status),
  );
});

describe('the private details of Next the front door relies on', () => {
  it("reads a router state header with Next's own parser", () => {
    expect(isReadableRouterState(TREE)).toBe(true);
    expect(isReadableRouterState(undefined)).toBe(true);
    expect(isReadableRouterState([TREE, TREE])).toBe(false);
    expect(isReadableRouterState('[')).toBe(false);
  });

  it('compares Origin with the first X-Forwarded-Host, else Host, as Next does', () => {
    expect(actionHost('a.example, b.example', 'internal')).toBe('a.example');
    expect(actionHost(['a.example', 'b.example'], 'internal')).toBe('a.example');
    expect(actionHost(undefined, 'site.example')).toBe('site.example');
  });
});
