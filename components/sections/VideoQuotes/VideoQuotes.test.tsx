import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

describe('video quotes', () => {
  it('shows the video poster beside each quote with its person and business, skipping empty quotes', () => {
    const { container } = renderFixture(
      fixture(
        'videoQuotes',
        {
          title: 'Growers in their own words',
          titleType: 'h2',
          vimeoVideoId: '76979871',
          videoTitle: 'Three growers on their first claim',
        },
        {
          quotes: [
            fixture('shortQuote', {
              quote: 'They knew what a bench of mums is worth.',
              person: 'Lena Park',
              business: 'Park Greenhouses',
            }),
            fixture('shortQuote', { quote: '' }),
            fixture('shortQuote', { quote: 'One call and the adjuster was here.', person: 'Dev Shah' }),
          ],
        },
      ),
      { translations: { 'video.play': 'Play video' } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Growers in their own words' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: Three growers on their first claim' })).toBeInTheDocument();
    const quotes = container.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(2);
    expect(container.querySelector('figcaption')).toHaveTextContent('Lena ParkPark Greenhouses');
  });
});
