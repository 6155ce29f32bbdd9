import { describe, expect, it } from 'vitest';
import { MOTIFS, motifsFor } from '@/tools/images/compose.mjs';

/** Issue 48: each article's picture fits its topic; the claims clipboard only for articles about claims. */
describe('article pictures are composed from the article', () => {
  it.each([
    ['Preventing heat illness in greenhouses and fields', 'Water, rest, shade.', ['waterJug', 'shadeTent'], 'sun'],
    ['Pesticide safety training that sticks', 'Required training is only the start.', ['sprayer', 'gloves'], undefined],
    ['Safe mower and power equipment operation', 'Ride-on mowers and trimmers.', ['mower'], undefined],
    ['Cut flower supply and the Valentine’s Day outlook', 'Florists’ stock.', ['roses', 'bouquet'], undefined],
    ['Protecting your greenhouse on frost nights', 'Before the first hard freeze.', ['greenhouse'], 'moon'],
    ['A faster way to report claims online', 'Report claims at any hour.', ['clipboard', 'phone'], undefined],
  ])('%s', (title, description, motifs, sky) => {
    const art = motifsFor(title, description, 'loss-control');
    expect(art.standing).toEqual(expect.arrayContaining(motifs));
    expect(art.sky).toBe(sky);
  });

  it('draws the claims clipboard only when the title is about claims', () => {
    const art = motifsFor('Hiring subcontractors safely', 'Their accident can become your claim.', 'business-tips');
    expect(art.standing).not.toContain('clipboard');
  });

  it('stands two or three motifs in every picture, falling back to the category’s own', () => {
    const art = motifsFor('Something new', 'Nothing the rules know.', 'community');
    expect(art.standing).toHaveLength(2);
    for (const motif of art.standing) expect(MOTIFS[motif]).toBeTypeOf('function');
  });
});
