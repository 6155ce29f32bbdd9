import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

const list = {
  root: {
    type: 'root',
    children: [{ type: 'list', listType: 'bullet', tag: 'ul', children: ['Growing stock', 'Greenhouse structures', 'Spoilage'].map((text) => ({ type: 'listitem', children: [{ type: 'text', text }] })) }],
  },
};

describe('checked list', () => {
  it('keeps the list a list for screen readers, styled as checks, in two columns when asked', () => {
    const { container } = renderFixture(fixture('checkedList', { heading: 'What a grower’s package covers', headingType: 'h2', content: list, columns: 'two' }));
    expect(screen.getByRole('heading', { level: 2, name: 'What a grower’s package covers' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('.rich-text')).toHaveClass('checked', 'twoColumns');
  });

  it('uses one column by default and shows a call to action', () => {
    const { container } = renderFixture(fixture('checkedList', { content: list, cta: { linkTitle: 'Request a quote', link: { type: 'url', path: '/contact-us/request-a-quote' } } }));
    expect(container.querySelector('.rich-text')).not.toHaveClass('twoColumns');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact-us/request-a-quote');
  });
});
