import { describe, expect, it } from 'vitest';
import { DEFAULT_THANKS, thanksPath } from '@/lib/forms/thanks';

describe('thanksPath', () => {
  it.each([
    ['/contact-us/thank-you', '/contact-us/thank-you'],
    ['/quote/thanks-2', '/quote/thanks-2'],
    ['//2130706433', DEFAULT_THANKS],
    ['//evil.example/x', DEFAULT_THANKS],
    ['/\\evil.example', DEFAULT_THANKS],
    ['/%2e%2e//evil.example', DEFAULT_THANKS],
    ['/a/..//evil.example', DEFAULT_THANKS],
    ['/\t/evil.example', DEFAULT_THANKS],
    ['https://evil.example/', DEFAULT_THANKS],
    ['javascript:alert(1)', DEFAULT_THANKS],
    ['/thanks?x=1', DEFAULT_THANKS],
    ['/thanks#x', DEFAULT_THANKS],
    ['/thanks/', DEFAULT_THANKS],
    ['/Thanks', DEFAULT_THANKS],
    ['', DEFAULT_THANKS],
    [null, DEFAULT_THANKS],
  ])('%j → %s', (value, expected) => expect(thanksPath(value)).toBe(expected));

  it('ignores a file posted in place of the field', () => {
    expect(thanksPath(new File(['//evil.example'], 'x.txt'))).toBe(DEFAULT_THANKS);
  });
});
