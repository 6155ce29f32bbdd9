import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ctaFixture,
  fixture,
  imageFixture,
  navigationLinkFixture,
  renderFixture,
} from '@/tests/support/render-fixture';

const state = vi.hoisted(() => ({ pathname: '/', alert: false as unknown }));

// Outside the app router there is no pathname context: the test decides which page the visitor is on.
vi.mock('next/navigation', () => ({ usePathname: () => state.pathname }));
// The homsAlertBanner flag default, as lib/flags/flag-defaults.json would hold it.
vi.mock('@/lib/flags/flag-defaults.json', () => ({
  default: {
    get homsAlertBanner() {
      return { value: state.alert };
    },
  },
}));

const translations = {
  'header.call-label': 'Call us at',
  'header.call': 'Call',
  'header.menu': 'Menu',
  'header.menu-title': 'Site menu',
  'header.close-menu': 'Close menu',
  'header.main-nav': 'Main',
  'header.utility-nav': 'Utility',
  'header.site-alert': 'Site alert',
  'search.label': 'Search the site',
  'search.button': 'Search',
};

const link = (label: string, path: string) => navigationLinkFixture(label, path);

const header = fixture(
  'header',
  {
    name: 'Verdance Insurance',
    logo: imageFixture('/images/brand/logo.svg', 'Verdance Insurance', 280, 64),
    ...ctaFixture('loginLink', 'Policyholder login', 'https://portal.verdanceinsurance.com/login'),
    ...ctaFixture('mobileContactUs', 'Contact us', '/contact-us'),
    ...ctaFixture('requestAQuoteButton', 'Request a quote', '/contact-us/request-a-quote'),
    phoneNumber: '1-800-555-0142',
  },
  {
    mainLinks: [link('Insurance', '/insurance'), link('Claims', '/claims'), link('About', '/about')],
    upperLinks: [link('Current customers', '/current-customers'), link('Contact us', '/contact-us')],
  },
);

function renderHeader(path = '/claims') {
  state.pathname = path;
  return renderFixture(header, { translations, path });
}

/** The header element's state attributes that the stylesheet reads. */
const siteHeader = () => document.querySelector('header[data-site-header]')!;

let scrollY = 0;
function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    fireEvent.scroll(window);
  });
}

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
// The run-time settings name no LaunchDarkly client: the banner shows the flag's default.
vi.mock('@/lib/integrations/runtime-config', async () => {
  const { OFF } = await vi.importActual<typeof import('@/lib/integrations/config')>('@/lib/integrations/config');
  return { loadIntegrationsConfig: async () => OFF };
});
afterEach(() => {
  state.alert = false;
  scrollY = 0;
  vi.unstubAllGlobals();
});

describe('header', () => {
  it('links the logo home, the phone number by tel:, and labels the main and utility navigation', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBe(siteHeader());
    expect(screen.getByRole('link', { name: 'Verdance Insurance home' })).toHaveAttribute('href', '/');
    const phones = screen.getAllByRole('link', { name: 'Call us at 1-800-555-0142' });
    expect(phones).toHaveLength(2); // top bar on desktops, a Call button on phones
    phones.forEach((phone) => expect(phone).toHaveAttribute('href', 'tel:18005550142'));
    const main = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(
      within(main)
        .getAllByRole('link')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Insurance', '/insurance'],
      ['Claims', '/claims'],
      ['About', '/about'],
    ]);
    expect(within(main).getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(
      within(screen.getAllByRole('navigation', { name: 'Utility' })[0]!).getByRole('link', {
        name: 'Current customers',
      }),
    ).toHaveAttribute('href', '/current-customers');
    expect(screen.getAllByRole('link', { name: 'Policyholder login' })[0]).toHaveAttribute(
      'href',
      'https://portal.verdanceinsurance.com/login',
    );
    expect(screen.getAllByRole('link', { name: 'Request a quote' })[0]).toHaveAttribute(
      'href',
      '/contact-us/request-a-quote',
    );
  });

  it('marks the request-a-quote page in any letter case, so its own button is hidden there', () => {
    renderHeader('/Contact-Us/Request-A-Quote/');
    expect(siteHeader()).toHaveAttribute('data-quote-page');
  });

  it('does not mark other pages as the request-a-quote page', () => {
    renderHeader('/contact-us');
    expect(siteHeader()).not.toHaveAttribute('data-quote-page');
    expect(siteHeader()).toHaveAttribute('data-hydrated');
  });

  it('hides the top bar while scrolling down past 200 px and shows it again when scrolling up', () => {
    renderHeader();
    scrollTo(150);
    expect(siteHeader()).not.toHaveAttribute('data-scrolled');
    expect(siteHeader()).not.toHaveAttribute('data-top-bar-hidden');
    scrollTo(260);
    expect(siteHeader()).toHaveAttribute('data-scrolled');
    expect(siteHeader()).toHaveAttribute('data-top-bar-hidden');
    scrollTo(230);
    expect(siteHeader()).toHaveAttribute('data-scrolled');
    expect(siteHeader()).not.toHaveAttribute('data-top-bar-hidden');
  });

  it('notes when the hero call to action leaves the viewport', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    state.pathname = '/';
    renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            header,
            fixture('hero', {
              heading: 'Grow safely',
              ...ctaFixture('link', 'Get a quote', '/contact-us/request-a-quote'),
            }),
          ],
        },
      ),
      { translations },
    );
    expect(observe).toHaveBeenCalledWith(document.querySelector('[data-hero-cta]'));
    act(() => report([{ isIntersecting: false }]));
    expect(siteHeader()).toHaveAttribute('data-hero-cta-out');
    act(() => report([{ isIntersecting: true }]));
    expect(siteHeader()).not.toHaveAttribute('data-hero-cta-out');
  });

  /** The phone menu's panel, a closed popover (jsdom hides it as a browser does, but cannot open it). */
  const closedMenu = () => document.querySelector<HTMLElement>('[data-menu-panel]')!;

  // jsdom has no popovers: the browser's opening, Escape, focus and the island's trap are in tests/e2e/header.spec.ts.
  it('draws the mobile menu as an icon button that opens a titled dialog of the links, and a close button', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = closedMenu();
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(document.getElementById(menu.getAttribute('aria-labelledby')!)).toHaveTextContent('Site menu');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    const close = within(menu).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(within(menu).getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
    // utility link and the outline button
    expect(within(menu).getAllByRole('link', { name: 'Contact us', hidden: true })).toHaveLength(2);
  });

  it('opens and closes the mobile menu itself where the browser has no popovers (jsdom has none)', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect('showPopover' in closedMenu()).toBe(false);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveFocus();
    await user.click(button);
    expect(closedMenu()).toHaveAttribute('data-open');
    expect(closedMenu()).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(closedMenu()).not.toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(closedMenu()).getByRole('button', { name: 'Close menu', hidden: true }));
    expect(closedMenu()).not.toHaveAttribute('data-open');
    await user.click(button);
    // jsdom cannot load another document: keep the click, drop the navigation.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(within(closedMenu()).getByRole('link', { name: 'Insurance', hidden: true }));
    expect(closedMenu()).not.toHaveAttribute('data-open');
  });

  it('has a search form to /search in the top bar and in the mobile menu', () => {
    renderHeader();
    const inTopBar = screen.getByRole('search', { name: 'Search the site' });
    expect(inTopBar.closest('[data-header-top-bar]')).not.toBeNull();
    expect(inTopBar).toHaveAttribute('action', '/search');
    expect(within(inTopBar).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    const menu = closedMenu();
    expect(within(menu).getByRole('search', { name: 'Search the site', hidden: true })).toHaveAttribute(
      'method',
      'get',
    );
  });

  it.each([
    [true, 'Site alert'],
    ['Greenhouses near the fire line: claims line open 24/7', 'Greenhouses near the fire line: claims line open 24/7'],
  ])('shows the homsAlertBanner site alert when the flag is %j', (value, text) => {
    state.alert = value;
    renderHeader();
    expect(screen.getByRole('region', { name: 'Site alert' })).toHaveTextContent(text);
  });

  it('shows no site alert while the flag is off', () => {
    renderHeader();
    expect(screen.queryByRole('region', { name: 'Site alert' })).toBeNull();
  });
});
