// @vitest-environment node
// Server markup is rendered without a DOM, as Next.js does.
import { renderToString } from 'react-dom/server';
import { ctaFixture, fixture, navigationLinkFixture, testContext } from '@/tests/support/render-fixture';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const translations = { 'header.menu': 'Menu', 'header.main-nav': 'Main', 'header.call-label': 'Call us at' };
const header = fixture(
  'header',
  {
    name: 'Verdance Insurance',
    phoneNumber: '1-800-555-0142',
    ...ctaFixture('requestAQuoteButton', 'Get a quote', '/quote'),
  },
  {
    mainLinks: [navigationLinkFixture('Insurance', '/insurance')],
    upperLinks: [navigationLinkFixture('Contact us', '/contact')],
  },
);

describe('header server markup', () => {
  const html = renderToString(<>{renderComponent(header, testContext({ translations }))}</>);

  // The browser opens it (tests/e2e/first-paint-controls.spec.ts); the island only enhances the same elements.
  it('draws the menu button and its panel of links, working before any script', () => {
    const panelId = html.match(/<button[^>]*popoverTarget="([^"]+)"[^>]*data-menu-button=""/i)?.[1];
    expect(panelId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(`<div id="${panelId}" popover="auto" role="dialog"[^>]*>[\\s\\S]*href="/insurance"`),
    );
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('data-hydrated');
  });

  it('puts the links, the phone number and the logo text (no logo image given) in the HTML', () => {
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('href="tel:18005550142" aria-label="Call us at 1-800-555-0142"');
    const logo = html.match(/<a class="logo"[^>]*>(.*?)<\/a>/);
    expect(logo?.[0]).toContain('href="/"');
    expect(logo?.[0]).toContain('aria-label="Verdance Insurance home"');
    expect(logo?.[1]).toBe('<span>Verdance Insurance</span>');
  });
});

describe('header server markup in the canvas', () => {
  const html = renderToString(<>{renderComponent(header, { ...testContext({ translations }), editing: true })}</>);
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;

  // The links are drawn in the desktop bars and again in the phone menu's panel.
  it('gives each component its markers once, on the desktop copy', () => {
    const ids = [...html.matchAll(/data-role="uniform-component-start"[^>]*?data-component-id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(ids).toContain(header._id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(count(/href="\/insurance"/g)).toBe(2);
  });

  it('gives each text parameter its editing attributes once', () => {
    expect(count(/data-uniform-parameter-id="requestAQuoteButtonLabel"/g)).toBe(1);
    expect(count(/data-uniform-parameter-id="label"/g)).toBe(2);
  });
});
