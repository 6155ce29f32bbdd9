import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

function section(columnOrientation?: string) {
  return fixture(
    'page',
    {},
    {
      content: [
        fixture('doubleContentBlockSection', columnOrientation ? { columnOrientation } : {}, {
          firstColumn: [fixture('contentBlock', { heading: 'Left block', content: paragraphs('One.') })],
          secondColumn: [
            fixture('textOnly', { heading: 'Right block', content: paragraphs('Two.') }),
            fixture('checkedList', { heading: 'Also right' }),
          ],
        }),
      ],
    },
  );
}

describe('double content block section', () => {
  it.each([
    ['twoThirdsOne', 'col-lg-8', 'col-lg-4'],
    ['oneThirdTwo', 'col-lg-4', 'col-lg-8'],
    ['half', 'col-lg-6', 'col-lg-6'],
    ['fifthSeventh', 'col-lg-5', 'col-lg-7'],
    [undefined, 'col-lg-6', 'col-lg-6'],
  ])('columnOrientation %s → %s and %s', (orientation, first, second) => {
    const { container } = renderFixture(section(orientation));
    expect(container.querySelector('[data-column="first"]')).toHaveClass(first);
    expect(container.querySelector('[data-column="second"]')).toHaveClass(second);
  });

  it('renders its slot blocks in their columns, nested without a second section band or container', () => {
    const { container } = renderFixture(section('half'));
    expect(container.querySelector('[data-column="first"]')).toContainElement(
      screen.getByRole('heading', { name: 'Left block' }),
    );
    expect(container.querySelector('[data-column="second"]')).toContainElement(
      screen.getByRole('heading', { name: 'Also right' }),
    );
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelectorAll('.container')).toHaveLength(1);
  });
});
