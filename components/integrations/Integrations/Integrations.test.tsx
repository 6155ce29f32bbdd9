import { act, render, screen } from '@testing-library/react';
import type { ManifestV2 } from '@uniformdev/context';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
const config = vi.hoisted(() => ({ gtmId: null as string | null }));
vi.mock('@/lib/integrations/runtime-config', () => ({
  loadIntegrationsConfig: vi.fn(() => Promise.resolve({ analytics: null, gtmId: config.gtmId })),
}));
// The heavy half stands in as a marker: what matters here is when it is loaded and with what.
vi.mock('./IntegrationsIsland.client', () => ({
  default: ({ openConsent }: { openConsent?: boolean }) => (
    <p data-testid="island">{openConsent ? 'consent dialog open' : 'loaded'}</p>
  ),
}));

const labels = { title: '', body: '', granted: '', notGranted: '', allow: '', withdraw: '', close: '' };
const manifest = { project: {} } as ManifestV2;

async function mount() {
  vi.resetModules();
  const { Integrations } = await import('./Integrations.client');
  const bus = await import('@/lib/integrations/visitor-context-bus');
  render(
    <>
      <Integrations labels={labels} manifest={manifest} />
      <button type="button" data-cookie-preferences="">
        Cookie Preferences
      </button>
    </>,
  );
  return bus;
}

/** Lets the dynamic import resolve and React commit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('integrations island loading', () => {
  beforeEach(() => {
    // Not yet loaded, and no idle time: only a widget's need or the visitor's click loads the island.
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  });

  afterEach(() => {
    config.gtmId = null;
    window.localStorage.clear();
  });

  it("stays out of a new visitor's page, also once it has loaded, when nothing asks for it", async () => {
    await mount();
    act(() => window.dispatchEvent(new Event('load')));
    await settle();
    await settle();
    expect(screen.queryByTestId('island')).toBeNull();
  });

  it('loads once the page has loaded for a visitor who consented (stored Context data)', async () => {
    window.localStorage.setItem('ufvisitor', '{}');
    await mount();
    await settle();
    expect(screen.queryByTestId('island')).toBeNull();
    act(() => window.dispatchEvent(new Event('load')));
    expect(await screen.findByTestId('island')).toHaveTextContent('loaded');
  });

  it('loads once the page has loaded on a site with a tag manager', async () => {
    config.gtmId = 'GTM-TEST';
    await mount();
    act(() => window.dispatchEvent(new Event('load')));
    expect(await screen.findByTestId('island')).toHaveTextContent('loaded');
  });

  it('loads at once when a personalized widget wants the visitor context', async () => {
    const bus = await mount();
    act(() => bus.wantVisitorContext());
    expect(await screen.findByTestId('island')).toHaveTextContent('loaded');
  });

  it('opens the consent dialog when Cookie Preferences is pressed before the island has loaded', async () => {
    await mount();
    act(() => screen.getByRole('button', { name: 'Cookie Preferences' }).click());
    expect(await screen.findByTestId('island')).toHaveTextContent('consent dialog open');
  });
});
