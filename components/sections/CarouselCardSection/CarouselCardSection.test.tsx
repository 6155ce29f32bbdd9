import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const translations = {
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.pause': 'Pause',
  'carousel.play': 'Play',
  'carousel.page': 'Page',
  'carousel.pages-label': 'Choose a page',
};

const card = (index: number) =>
  fixture('carouselCard', {
    heading: `Coverage ${index}`,
    media: imageFixture('/images/features/greenhouse.jpg', `Photo ${index}`, 1200, 900),
    content: paragraphs(`What coverage ${index} pays for.`),
    ...ctaFixture('cta', `More about coverage ${index}`, `/insurance/coverage-${index}`),
  });

const section = (count: number, parameters: Record<string, unknown> = {}) =>
  fixture(
    'carouselCardSection',
    { title: 'Coverage for every corner', titleType: 'h2', anchor: 'coverages', ...parameters },
    {
      content: Array.from({ length: count }, (_, index) => card(index + 1)),
    },
  );

async function renderCarousel(count: number, parameters: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const view = renderFixture(section(count, parameters), { translations });
  // The carousel island is a next/dynamic chunk: wait for it to load.
  const region = await screen.findByRole('region', {
    name: parameters.title === undefined ? 'Coverage for every corner' : String(parameters.title),
  });
  return { user, region, ...view };
}

const slideNames = () => screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'));

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  vi.useRealTimers();
});

describe('carousel card section', () => {
  it('renders the titled band and its cards: 575x300 image, h3 heading, text and an arrow link', async () => {
    const { container, region } = await renderCarousel(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Coverage for every corner' })).toBeInTheDocument();
    expect(container.querySelector('section#coverages')).toContainElement(region);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(region).getByRole('group', { name: 'Coverage 1' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide).getByRole('heading', { level: 3, name: 'Coverage 1' })).toBeInTheDocument();
    // The art is decorative: its alt text is empty rather than a repeat of the heading.
    const image = slide.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '575');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(slide).getByRole('link', { name: 'More about coverage 1' })).toHaveAttribute(
      'href',
      '/insurance/coverage-1',
    );
    // One page only: no paging controls.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows 6 cards per page on large screens, with numbered page buttons and Previous/Next disabled at the ends', async () => {
    const { user } = await renderCarousel(8);
    expect(slideNames()).toEqual(['Coverage 1', 'Coverage 2', 'Coverage 3', 'Coverage 4', 'Coverage 5', 'Coverage 6']);
    const pages = within(screen.getByRole('list', { name: 'Choose a page' })).getAllByRole('button');
    expect(pages.map((button) => button.getAttribute('aria-label'))).toEqual(['Page 1', 'Page 2']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last page holds the cards that remain: none of page 1's again.
    expect(slideNames()).toEqual(['Coverage 7', 'Coverage 8']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(slideNames()[0]).toBe('Coverage 1');
  });

  it.each([
    [700, 2, 4],
    [900, 4, 2],
  ])('at %i px wide shows %i cards per page (%i pages for 8 cards)', async (width, perPage, pageCount) => {
    window.innerWidth = width;
    await renderCarousel(8);
    expect(screen.getAllByRole('group')).toHaveLength(perPage);
    expect(within(screen.getByRole('list', { name: 'Choose a page' })).getAllByRole('button')).toHaveLength(pageCount);
  });

  it('autoplays every 5 seconds, wrapping to the first page, until paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, region } = await renderCarousel(8);
    expect(region).toHaveAttribute('data-carousel-page', '1');
    act(() => vi.advanceTimersByTime(5000));
    expect(region).toHaveAttribute('data-carousel-page', '2');
    act(() => vi.advanceTimersByTime(5000));
    expect(region).toHaveAttribute('data-carousel-page', '1');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Hover and focus pause it too: leave the carousel so only the button is holding it.
    await user.unhover(region);
    act(() => screen.getByRole('button', { name: 'Play' }).blur());
    act(() => vi.advanceTimersByTime(10_000));
    expect(region).toHaveAttribute('data-carousel-page', '1');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('uses a rich-text heading override in place of the title', async () => {
    await renderCarousel(2, { headingOverride: paragraphs('Cover for every season') });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cover for every season');
  });

  it('renders nothing without cards', () => {
    const { container } = renderFixture(fixture('carouselCardSection', { title: 'Empty' }, { content: [] }), {
      translations,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out cards with nothing in them: no empty slide, and the section goes when none is left', async () => {
    const content = [card(1), fixture('carouselCard', { headingType: 'h3' }), card(2)];
    renderFixture(fixture('carouselCardSection', { title: 'Some empty' }, { content }), { translations });
    await screen.findByRole('region', { name: 'Some empty' });
    expect(slideNames()).toEqual(['Coverage 1', 'Coverage 2']);
  });

  it('renders nothing when every card is empty', () => {
    const empty = fixture('carouselCardSection', { title: 'Hollow' }, { content: [fixture('carouselCard', {})] });
    const { container } = renderFixture(empty, { translations });
    expect(container).toBeEmptyDOMElement();
  });
});
