import { render, screen } from '@testing-library/react';
import { ctaFixture, fixture, testContext } from '../../../tests/support/render-fixture';
import { BlogPreviewWidget } from './BlogPreviewWidget';

async function renderPreview(parameters: Record<string, unknown>) {
  const element = await BlogPreviewWidget({
    component: fixture('blogPreview', parameters),
    context: testContext(),
    renderSlot: () => [],
    nested: false,
  });
  return render(<>{element}</>);
}

function cardDates(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-blog-card] time')].map((time) =>
    Date.parse(time.getAttribute('datetime')!),
  );
}

describe('blog preview (3 newest of a type)', () => {
  it.each(['learning-center', 'news'])('shows the three newest %s articles, newest first', async (blogType) => {
    const { container } = await renderPreview({ heading: 'Latest', headingType: 'h2', blogType });
    const dates = cardDates(container);
    expect(dates).toHaveLength(3);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('limits the preview to one category when asked', async () => {
    const { container } = await renderPreview({ blogType: 'learning-center', category: 'employees' });
    const eyebrows = [...container.querySelectorAll('[data-blog-card] p:first-child')].map((item) => item.textContent);
    expect(eyebrows).toEqual(['Employees', 'Employees', 'Employees']);
  });

  it('links to the section with its call to action', async () => {
    await renderPreview({
      heading: 'News',
      blogType: 'news',
      ...ctaFixture('cta', 'See all news', '/news'),
    });
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/news');
  });
});
