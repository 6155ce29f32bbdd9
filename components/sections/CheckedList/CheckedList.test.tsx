import { screen } from '@testing-library/react';
import { ctaFixture, fixture, renderFixture } from '@/tests/support/render-fixture';

const list = {
  root: {
    type: 'root',
    children: [
      {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        children: ['Growing stock', 'Greenhouse structures', 'Spoilage'].map((text) => ({
          type: 'listitem',
          children: [{ type: 'text', text }],
        })),
      },
    ],
  },
};

describe('checked list', () => {
  // Two columns on wide screens are measured in the browser: tests/e2e/widget-layout.spec.ts.
  it('keeps the list a list for screen readers', () => {
    renderFixture(
      fixture('checkedList', {
        heading: 'What a grower’s package covers',
        headingType: 'h2',
        content: list,
        columns: 'two',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What a grower’s package covers' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a call to action', () => {
    renderFixture(
      fixture('checkedList', {
        content: list,
        ...ctaFixture('cta', 'Request a quote', '/contact-us/request-a-quote'),
      }),
    );
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contact-us/request-a-quote',
    );
  });
});
