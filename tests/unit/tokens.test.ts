import { replaceYearTokens, supportIdText } from '@/lib/text/tokens';

describe('year tokens (docs/behaviour.md#numbers)', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it.each([
    ['© [INSERT YEAR HERE] Verdance', '© 2026 Verdance'],
    ['Since [INSERT YEAR SPAN HERE]', 'Since 1987–2026'],
    ['[INSERT YEAR HERE] and [INSERT YEAR HERE]', '2026 and 2026'],
    ['no tokens', 'no tokens'],
  ])('%s', (input, expected) => {
    expect(replaceYearTokens(input, 1987, now)).toBe(expected);
  });
});

describe('support id text (docs/behaviour.md#links-tokens-and-query-parameters)', () => {
  it.each([
    ['ABC-123', 'Support ID: ABC-123'],
    ['', ''],
    [null, ''],
    ['  ', ''],
    [' VX-20417 ', 'Support ID: VX-20417'],
    ['a.b_c-9', 'Support ID: a.b_c-9'],
    ['x'.repeat(64), `Support ID: ${'x'.repeat(64)}`],
  ])('%j → %j', (value, expected) => {
    expect(supportIdText(value)).toBe(expected);
  });

  it.each([
    ['65 characters', 'x'.repeat(65)],
    ['5000 characters', 'A'.repeat(5000)],
    ['markup', '<script>alert(1)</script>'],
    ['an attribute break-out', `"'><img src=x onerror=alert(1)>`],
    ['a space inside', 'AB 12'],
    ['a slash', 'a/b'],
    ['a newline', 'AB\n12'],
    ['a non-ASCII letter', 'ÄB12'],
    ['a look-alike dash', 'AB\u201112'],
    ['a percent escape', 'AB%3C'],
  ])('treats %s as absent', (_name, value) => {
    expect(supportIdText(value)).toBe('');
  });
});
