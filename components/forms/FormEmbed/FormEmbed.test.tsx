import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fixture, renderFixture, testContext } from '@/tests/support/render-fixture';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { paragraphs } from '@/lib/text/richtext';
import { FormFrame } from './FormFrame.client';

const translations = {
  'formEmbed.title': 'Request a quote form',
  'formEmbed.loading': 'Loading the form…',
  'formEmbed.unavailable-heading': 'Our online form is unavailable',
  'formEmbed.unavailable-body': 'You can still reach us directly.',
  'formEmbed.call': 'Call',
  'formEmbed.email': 'E-mail',
  'formEmbed.agent-search': 'Find your account executive',
};

/** The run-time settings the browser reads from /api/integrations/config. */
const runtime = vi.hoisted(() => ({ formHost: null as string | null }));
vi.mock('@/lib/integrations/runtime-config', async () => {
  const { OFF } = await vi.importActual<typeof import('@/lib/integrations/config')>('@/lib/integrations/config');
  return { loadIntegrationsConfig: async () => ({ ...OFF, formHost: runtime.formHost }) };
});
/** Lets the settings arrive. */
const settle = () => act(async () => undefined);

const quoteForm = () => fixture('formEmbed', { formName: 'verdance-request-a-quote' });
const frame = () => screen.getByTitle('Request a quote form') as HTMLIFrameElement;
const scriptSrc = () => new DOMParser().parseFromString(frame().srcdoc, 'text/html').querySelector('script')!.src;

beforeAll(() => {
  // jsdom has no ResizeObserver; the frame uses it to grow with the form.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  document.cookie = 'HM_UUID=visitor-123; Path=/';
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  runtime.formHost = null;
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('form embed without a form host', () => {
  it('tells the visitor how to reach the company instead of showing an empty box', async () => {
    renderFixture(quoteForm(), { translations });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Our online form is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
    expect(screen.getByRole('link', { name: 'hello@verdanceinsurance.com' })).toHaveAttribute(
      'href',
      'mailto:hello@verdanceinsurance.com',
    );
    expect(screen.getByRole('link', { name: 'Find your account executive' })).toHaveAttribute(
      'href',
      '/contact-us/agent-search',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('form embed with a form host', () => {
  beforeEach(() => {
    runtime.formHost = 'https://forms.example.com';
  });

  it('runs the vendor script for the named form in a titled frame, with InboundURL and the visitor id', async () => {
    window.history.replaceState(null, '', '/contact-us/request-a-quote?utm_source=mail&utm_medium=news');
    renderFixture(quoteForm(), { translations });
    await settle();
    expect(frame()).toHaveAttribute('data-form-name', 'verdance-request-a-quote');
    const src = new URL(scriptSrc());
    expect(src.origin + src.pathname).toBe('https://forms.example.com/forms/js.php/verdance-request-a-quote');
    expect(src.searchParams.get('InboundURL')).toBe(
      `${window.location.host}/contact-us/request-a-quote?utm_source=mail[AMP]utm_medium=news`,
    );
    expect(src.searchParams.get('HMUUID')).toBe('visitor-123');
  });

  it('loads the form script again one second after mount', async () => {
    vi.useFakeTimers();
    renderFixture(quoteForm(), { translations });
    await settle();
    const first = frame();
    expect(first).toHaveAttribute('data-form-generation', '0');
    act(() => vi.advanceTimersByTime(999));
    expect(frame()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).not.toBe(first);
    expect(frame()).toHaveAttribute('data-form-generation', '1');
  });

  it('server-renders a loading message, not a frame: the form host and the visitor id are known in the browser', () => {
    const html = renderToString(<>{renderComponent(quoteForm(), testContext({ translations }))}</>);
    expect(html).toContain('Loading the form…');
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<noscript>.*Our online form is unavailable.*<\/noscript>/);
  });

  it('server-renders a working form of its own as it is, outside <noscript>, until a form host replaces it', async () => {
    const form = <form aria-label="Site form" />;
    const props = { formName: 'verdance-request-coi', title: 'Vendor form', loadingText: 'Loading the form…' };
    const html = renderToString(<FormFrame {...props} fallback={form} fallbackUntilKnown />);
    expect(html).toBe('<form aria-label="Site form"></form>');
    runtime.formHost = 'http://127.0.0.1:9';
    render(<FormFrame {...props} fallback={form} fallbackUntilKnown />);
    await settle();
    expect(screen.queryByRole('form', { name: 'Site form' })).toBeNull();
    expect(screen.getByTitle('Vendor form')).toHaveAttribute('data-form-name', 'verdance-request-coi');
  });

  it('falls back to the contact details when the form has no name', async () => {
    renderFixture(fixture('formEmbed', {}), { translations });
    await settle();
    expect(screen.getByRole('heading', { name: 'Our online form is unavailable' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('form with aside', () => {
  it('puts the form in the wide column and the rich-text aside beside it', async () => {
    runtime.formHost = 'https://forms.example.com';
    renderFixture(
      fixture('formWithAside', {
        formName: 'verdance-agent-appointment',
        aside: paragraphs('An agency development manager reads every application.'),
      }),
      { translations },
    );
    await settle();
    const aside = screen.getByRole('complementary');
    expect(aside).toHaveTextContent('An agency development manager reads every application.');
    expect(aside).toHaveClass('col-lg-4');
    expect(frame().closest('.col-lg-8')).not.toBeNull();
    expect(frame()).toHaveAttribute('data-form-name', 'verdance-agent-appointment');
    expect(within(aside).queryByTitle('Request a quote form')).toBeNull();
  });
});
