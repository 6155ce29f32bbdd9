import { replaceYearTokens, supportIdText } from '@/lib/tokens';

describe('year tokens (SPEC §9)', () => {
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

describe('support id text (SPEC §2)', () => {
  it.each([
    ['ABC-123', 'Support ID: ABC-123'],
    ['', ''],
    [null, ''],
    ['  ', ''],
  ])('%j → %j', (value, expected) => {
    expect(supportIdText(value)).toBe(expected);
  });
});
