import { describe, expect, it } from 'vitest';
import { clientAddress, readTrustedHops } from '@/lib/http/client-address';

describe('clientAddress', () => {
  it.each([
    ['no trusted proxy: the socket, whatever the header says', '10.0.0.9', '1.2.3.4', 0, '10.0.0.9'],
    ['no trusted proxy and no header', '10.0.0.9', undefined, 0, '10.0.0.9'],
    ['one proxy: the address it appended', '10.0.0.1', '203.0.113.7', 1, '203.0.113.7'],
    ['one proxy: a forged entry before it is ignored', '10.0.0.1', '6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    ['two proxies: the entry the outer proxy appended', '10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['more hops promised than present: the leftmost entry', '10.0.0.1', '203.0.113.7', 3, '203.0.113.7'],
    ['a header given twice reads as one list', '10.0.0.1', ['6.6.6.6', '203.0.113.7'], 1, '203.0.113.7'],
    ['no socket address', undefined, undefined, 0, 'unknown'],
  ] as const)('%s', (_name, socket, header, hops, expected) => {
    expect(clientAddress(socket, header as string | string[] | undefined, hops)).toBe(expected);
  });

  it('rotating X-Forwarded-For never gives a new key without a trusted proxy', () => {
    const keys = new Set(
      Array.from({ length: 40 }, (_, index) => clientAddress('127.0.0.1', `198.51.100.${index}`, 0)),
    );
    expect([...keys]).toEqual(['127.0.0.1']);
  });
});

describe('readTrustedHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['1', 1],
    ['2', 2],
    ['-1', 0],
    ['1.5', 0],
    ['many', 0],
    ['99', 0],
  ])('TRUSTED_PROXY_HOPS=%s reads as %s', (value, expected) => expect(readTrustedHops(value)).toBe(expected));
});
