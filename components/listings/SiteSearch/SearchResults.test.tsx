import { render, screen, within } from '@testing-library/react';
import { SearchResults, type SearchResultsLabels } from './SearchResults';
import type { SearchPage } from '@/lib/search/search-index';

const labels: SearchResultsLabels = {
  label: 'Search the site',
  button: 'Search',
  title: 'Search',
  resultsCount: '{count} results for “{phrase}”',
  resultsCountOne: '{count} result for “{phrase}”',
  noResults: 'Nothing matches.',
  kinds: { page: 'Page', article: 'Article', glossary: 'Glossary term' },
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page',
};

const results: SearchPage = {
  total: 12,
  page: 1,
  totalPages: 2,
  hits: [
    {
      path: '/insurance/umbrella',
      kind: 'page',
      title: [{ text: 'Umbrella', match: true }],
      snippet: [
        { text: 'Extra limits above your ', match: false },
        { text: 'umbrella', match: true },
      ],
    },
  ],
};

describe('SearchResults', () => {
  it('shows a phrase made of markup as text, in the field and in the count', () => {
    const phrase = '<img src=x onerror=alert(1)>';
    const { container } = render(<SearchResults phrase={phrase} results={{ ...results, total: 0 }} labels={labels} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(phrase);
    expect(screen.getByText(`0 results for “${phrase}”`)).toBeInTheDocument();
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
  });

  it('counts one result in the singular and more in the plural', () => {
    const { rerender } = render(<SearchResults phrase="umbrella" results={{ ...results, total: 1 }} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result for “umbrella”$/);
    rerender(<SearchResults phrase="umbrella" results={results} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^12 results for “umbrella”$/);
  });

  it('shows a message instead of results', () => {
    render(<SearchResults phrase="ab" message="Please type at least three characters." labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please type at least three characters.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('links each result, marks the matched words, and pages with the phrase kept', () => {
    render(<SearchResults phrase="umbrella &co" results={results} labels={labels} />);
    const item = screen.getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('link', { name: 'Umbrella' })).toHaveAttribute('href', '/insurance/umbrella');
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Umbrella', 'umbrella']);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/search?q=umbrella%20%26co&page=2',
    );
  });

  it('is a GET form to /search with the field named q, inside a search landmark', () => {
    render(<SearchResults phrase="" labels={labels} />);
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
  });
});
