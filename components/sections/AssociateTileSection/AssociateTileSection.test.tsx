import { screen, within } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';

describe('associate tile section', () => {
  it('lists each tile with its name heading, job title and link, leaving out tiles without a name', () => {
    renderFixture(
      fixture(
        'associateTileSection',
        { heading: 'Our account executives', headingType: 'h2' },
        {
          tiles: [
            fixture('associateTile', {
              image: imageFixture('/images/people/samuel-ortiz.jpg', 'Portrait of Owen Hart', 600, 600),
              name: 'Owen Hart',
              title: 'Account executive, Oregon',
              ...ctaFixture('link', 'Owen Hart', '/about/agents'),
            }),
            fixture('associateTile', { name: 'June Okafor', title: 'Loss-control specialist' }),
            fixture('associateTile', { title: 'No name' }),
          ],
        },
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our account executives' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).not.toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 3, name: 'Owen Hart' })).toContainElement(
      screen.getByRole('link', { name: 'Owen Hart' }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'June Okafor' })).toBeInTheDocument();
    expect(screen.queryByText('No name')).toBeNull();
    expect(screen.getByRole('img', { name: 'Portrait of Owen Hart' })).toHaveAttribute('loading', 'lazy');
  });

  it('lays tiles out one, two, three and four to a row as the screen widens', () => {
    renderFixture(fixture('associateTileSection', {}, { tiles: [fixture('associateTile', { name: 'A' })] }));
    expect(screen.getByRole('list')).toHaveClass('row-cols-1', 'row-cols-sm-2', 'row-cols-md-3', 'row-cols-lg-4');
  });
});
