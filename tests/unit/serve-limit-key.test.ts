import { describe, expect, it } from 'vitest';
import { limitKey } from '@/lib/http/client-address';

describe('limitKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7, 10.0.0.1', '198.51.100.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::5]:443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['unknown', 'unknown'],
    ['2001:db8:::1', '2001:db8:::1'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%s → %s', (address, expected) => {
    expect(limitKey(address)).toBe(expected);
  });

  it('gives every address of one /64 the same key and a neighbouring /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, index) => limitKey(`2001:db8:aa:bb:${index.toString(16)}::1`)));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(limitKey('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
  });
});
