import { describe, expect, it } from 'vitest';
import { britishSpellings } from '../../scripts/content-check/spelling.mjs';
import { brandedTitle, TITLE_MAX } from '@/lib/metadata';

describe('one American spelling (content check word list)', () => {
  it('reports British forms in any case with the word to use', () => {
    expect(britishSpellings('Our Programme helps the labour force; we specialise.')).toEqual([
      { word: 'Programme', american: 'program' },
      { word: 'labour', american: 'labor' },
      { word: 'specialise', american: 'specialize' },
    ]);
  });

  it('leaves American spelling and words that merely contain a British form alone', () => {
    expect(britishSpellings('A labor program for specialists in a garden center; the licensed greyhound.')).toEqual([]);
  });
});

describe('page titles', () => {
  const brand = 'Verdance Insurance';

  it('end with the full brand, replacing a shorter one the CMS wrote', () => {
    expect(brandedTitle('Claims', brand)).toBe('Claims | Verdance Insurance');
    expect(brandedTitle('Customer story: Cedar Hollow Nursery | Verdance', brand)).toBe(
      'Customer story: Cedar Hollow Nursery | Verdance Insurance',
    );
    expect(brandedTitle('Search | Verdance Insurance', brand)).toBe('Search | Verdance Insurance');
  });

  it('stay within 65 characters: before the colon, or cut at a word', () => {
    expect(brandedTitle('Certificates of insurance: what your clients are really asking for', brand)).toBe(
      'Certificates of insurance | Verdance Insurance',
    );
    const cut = brandedTitle('Home and auto insurance for owners of horticultural businesses', brand);
    expect(cut).toBe('Home and auto insurance for owners of… | Verdance Insurance');
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
