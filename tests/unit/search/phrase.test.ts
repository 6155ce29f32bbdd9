import { checkPhrase } from '@/lib/search/phrase';
import { highlightParts, snippetText } from '@/lib/search/snippet';

describe('the phrase (docs/behaviour.md#validation messages)', () => {
  it.each([
    [undefined, 'search.no-phrase'],
    ['', 'search.no-phrase'],
    ['   ', 'search.no-phrase'],
    ['ab', 'search.phrase-too-short'],
    [' a  ', 'search.phrase-too-short'],
    ['<script>alert(1)</script>', 'search.invalid-characters'],
    ['frost <b>', 'search.invalid-characters'],
    ['{{7*7}}', 'search.invalid-characters'],
    ['100% cover', 'search.invalid-characters'],
  ])('%j gets %s', (raw, message) => {
    expect(checkPhrase(raw)).toEqual({ ok: false, message });
  });

  it.each([
    ['frost', 'frost'],
    ['  greenhouse   fire ', 'greenhouse fire'],
    ["workers' comp, auto & umbrella?", "workers' comp, auto & umbrella?"],
    ['serre fleurie 2026', 'serre fleurie 2026'],
  ])('accepts %j as %j', (raw, phrase) => {
    expect(checkPhrase(raw)).toEqual({ ok: true, phrase });
  });

  it('cuts a phrase at 100 characters', () => {
    const check = checkPhrase('fern '.repeat(40));
    expect(check.ok && check.phrase.length).toBeLessThanOrEqual(100);
  });
});

describe('snippets', () => {
  it('marks every word that starts with a matched term', () => {
    expect(highlightParts('Frost nights and frosty mornings', ['frost'])).toEqual([
      { text: 'Frost', match: true },
      { text: ' nights and ', match: false },
      { text: 'frosty', match: true },
      { text: ' mornings', match: false },
    ]);
  });

  it('never matches inside a word, and treats a term as text, not a pattern', () => {
    expect(highlightParts('defrost', ['frost'])).toEqual([{ text: 'defrost', match: false }]);
    expect(highlightParts('x (y', ['('])).toEqual([
      { text: 'x ', match: false },
      { text: '(y', match: true },
    ]);
  });

  it('takes a window around the first match, cut at spaces', () => {
    const body = `${'word '.repeat(60)}frost ${'tail '.repeat(60)}`;
    const snippet = snippetText(['', body], ['frost']);
    expect(snippet.startsWith('… word')).toBe(true);
    expect(snippet.endsWith('tail …')).toBe(true);
    expect(snippet).toContain('frost');
    expect(snippet.length).toBeLessThan(240);
  });
});
