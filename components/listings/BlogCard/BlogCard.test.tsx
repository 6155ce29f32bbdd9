import { render, screen } from '@testing-library/react';
import { BlogCard } from './BlogCard';
import { preview } from '../../../tests/unit/blog/fixtures';

const labels = { newTab: '(opens in a new tab)', featured: 'Featured' };

describe('blog card', () => {
  it('links an internal article in the same tab, with its en-US date', () => {
    render(
      <BlogCard
        article={preview({
          Title: 'Frost nights',
          Url: '/learning-center/loss-control/frost-nights',
          PublishedDate: '2024-09-17',
        })}
        headingLevel="h3"
        labels={labels}
      />,
    );
    const link = screen.getByRole('link', { name: 'Frost nights' });
    expect(link).toHaveAttribute('href', '/learning-center/loss-control/frost-nights');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByText('September 17, 2024')).toHaveAttribute('datetime', '2024-09-17');
  });

  it.each([
    [false, 'noopener noreferrer'],
    [true, 'noopener noreferrer nofollow'],
  ])('opens an external news item in a new tab (noFollow %s → rel %s)', (NoFollow, rel) => {
    render(
      <BlogCard
        article={preview({ Title: 'Fair', Url: 'https://www.example.org/fair', External: true, NoFollow })}
        headingLevel="h3"
        labels={labels}
      />,
    );
    const link = screen.getByRole('link', { name: 'Fair (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', rel);
  });
});
