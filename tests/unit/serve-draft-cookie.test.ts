import { describe, expect, it } from 'vitest';
import { hasValidDraftCookie, withoutDraftCookies } from '@/lib/http/draft-cookie';

const ID = 'preview-mode-id-of-this-build';

describe('draft mode is recognised only by a valid cookie', () => {
  it.each([
    [`__prerender_bypass=${ID}`, true],
    [`theme=dark; __prerender_bypass=${ID}; other=1`, true],
    ['__prerender_bypass=x', false],
    ['__prerender_bypass=', false],
    ['__prerender_bypass', false],
    [`__prerender_bypass_x=${ID}`, false],
    [`x__prerender_bypass=${ID}`, false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(hasValidDraftCookie(header, ID)).toBe(expected));
});

describe('withoutDraftCookies', () => {
  it('drops forged draft and preview-data cookies and keeps the rest', () => {
    expect(withoutDraftCookies('a=1; __prerender_bypass=x; __next_preview_data=y; b=2')).toBe('a=1; b=2');
    expect(withoutDraftCookies('__prerender_bypass=x')).toBeUndefined();
  });
});
