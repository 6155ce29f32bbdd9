import { screen, within } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

describe('significant figures', () => {
  it('lists each figure with its data, units, description and optional disclaimer', () => {
    renderFixture(
      fixture(
        'significantFigures',
        { heading: 'Verdance in numbers', headingType: 'h2' },
        {
          figures: [
            fixture('significantFigure', { data: '38', dataUnits: 'years', description: 'insuring only horticulture' }),
            fixture('significantFigure', {
              data: '94',
              dataUnits: '%',
              description: 'of customers renew',
              disclaimer: 'Policies in force, 2025 renewal year.',
            }),
            fixture('significantFigure', { description: 'No data, so not shown' }),
          ],
        },
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Verdance in numbers' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).not.toBeEmptyDOMElement();
    expect(items[0]).toHaveTextContent('38years');
    expect(items[1]).toHaveTextContent('Policies in force, 2025 renewal year.');
    expect(items[0]).not.toHaveTextContent('Policies in force');
    expect(screen.queryByText('No data, so not shown')).toBeNull();
  });

  it('renders nothing without figures', () => {
    const { container } = renderFixture(fixture('significantFigures', { heading: 'Empty' }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when no figure has data', () => {
    const figures = [fixture('significantFigure', { description: 'No data' })];
    const { container } = renderFixture(fixture('significantFigures', { heading: 'Hollow' }, { figures }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('text plus significant figure', () => {
  it('shows text beside one figure, on the right with figurePosition right', () => {
    const { container } = renderFixture(
      fixture('textPlusSignificantFigure', {
        heading: 'Claims paid fast',
        headingType: 'h3',
        data: '9',
        dataUnits: 'days',
        description: 'median time to pay a crop claim',
        figurePosition: 'right',
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Claims paid fast' })).toBeInTheDocument();
    expect(container.querySelector('[data-column="figure"]')).toHaveTextContent('9days');
    expect(container.querySelector('.row')).toHaveClass('flex-md-row-reverse');
  });

  it('takes the full width without a figure', () => {
    const { container } = renderFixture(fixture('textPlusSignificantFigure', { heading: 'Just text' }));
    expect(container.querySelector('[data-column="figure"]')).toBeNull();
    expect(container.querySelector('[data-column="text"]')).toHaveClass('col-12');
  });
});
