import { describe, expect, it } from 'vitest';
import { slugify, tableOfContents } from '@/lib/text/toc';

const headings = (...texts: string[]) => texts.map((text, index) => ({ key: `k${index}`, text }));

describe('table of contents', () => {
  it.each([
    ['Using this site', 'using-this-site'],
    ['Quotes & forms', 'quotes-forms'],
    ['  Élan, naïve café  ', 'elan-naive-cafe'],
    ['What’s covered?', 'what-s-covered'],
    ['—', 'section'],
  ])('slugs %j as %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('is empty below four h2 sections', () => {
    expect(tableOfContents(headings('One', 'Two', 'Three'))).toEqual([]);
    expect(tableOfContents(headings('One', 'Two', 'Three', 'Four'))).toHaveLength(4);
  });

  it('lists the sections in order with unique, stable anchors, keeping anchors a section already has', () => {
    const input = [
      { key: 'a', text: 'Contact' },
      { key: 'b', text: 'Contact' },
      { key: 'c', text: 'Fees', anchor: 'contact-2' },
      { key: 'd', text: 'Contact!' },
    ];
    const expected = [
      { key: 'a', id: 'contact', text: 'Contact' },
      { key: 'b', id: 'contact-3', text: 'Contact' },
      { key: 'c', id: 'contact-2', text: 'Fees' },
      { key: 'd', id: 'contact-4', text: 'Contact!' },
    ];
    expect(tableOfContents(input)).toEqual(expected);
    expect(tableOfContents(input)).toEqual(tableOfContents(input));
  });
});
