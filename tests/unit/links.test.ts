import { createLinkResolver, fieldsLinkEntry } from '@/lib/routing/links';
import { testPage } from '../support/render-fixture';

const resolve = createLinkResolver([
  testPage('/about', { entryID: 'about-id' }),
  testPage('/claims', { entryID: 'claims-id' }),
]);

describe('content links (docs/behaviour.md#links-tokens-and-query-parameters)', () => {
  it.each([
    [
      'internal page by entry id',
      { type: 'projectMapNode', nodeId: 'claims-id', path: '/old-claims' },
      { href: '/claims', kind: 'internal' },
    ],
    [
      'internal page falls back to its stored path',
      { type: 'projectMapNode', nodeId: 'unknown', path: '/about' },
      { href: '/about', kind: 'internal' },
    ],
    ['tel link keeps digits and +', { type: 'tel', path: '1-800-555-0142' }, { href: 'tel:18005550142', kind: 'tel' }],
    ['tel in a url value', { type: 'url', path: 'tel:+1 (800) 555-0142' }, { href: 'tel:+18005550142', kind: 'tel' }],
    [
      'mailto',
      { type: 'email', path: 'hello@verdanceinsurance.com' },
      { href: 'mailto:hello@verdanceinsurance.com', kind: 'mailto' },
    ],
    ['anchor', { type: 'url', path: '#coverage' }, { href: '#coverage', kind: 'anchor' }],
    [
      'modal link',
      { type: 'url', path: 'modal:newsletter' },
      { href: '#modal-newsletter', kind: 'modal', modalName: 'newsletter' },
    ],
    [
      'external url',
      { type: 'url', path: 'https://example.org/x' },
      { href: 'https://example.org/x', kind: 'external' },
    ],
  ])('%s', (_name, link, expected) => {
    expect(resolve(link)).toEqual(expected);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', ''])(
    'refuses unsafe or empty link %j',
    (path) => {
      expect(resolve({ type: 'url', path })).toBeUndefined();
    },
  );

  it('_blank adds noopener noreferrer and noFollow adds nofollow', () => {
    expect(
      resolve({ type: 'url', path: 'https://example.org' }, { targetAction: '_blank', noFollow: true }),
    ).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    });
    expect(resolve({ type: 'url', path: 'https://example.org' }, { targetAction: 'None' })?.target).toBeUndefined();
  });
});

describe('a call to action held in entry fields (docs/content-and-uniform.md#entries)', () => {
  const link = { type: 'projectMapNode', nodeId: 'claims-id', path: '/claims', projectMapId: 'map' };

  it('is the link field with its label, new tab and nofollow checkboxes', () => {
    expect(
      fieldsLinkEntry(
        { aeButton: link, aeButtonLabel: 'Contact Priya', aeButtonNewTab: true, aeButtonNoFollow: true },
        'aeButton',
      ),
    ).toEqual({ linkTitle: 'Contact Priya', link, targetAction: '_blank', noFollow: true });
    expect(fieldsLinkEntry({ cta: link, ctaLabel: 'Report a claim' }, 'cta')).toEqual({
      linkTitle: 'Report a claim',
      link,
      targetAction: undefined,
      noFollow: false,
    });
  });

  it('is nothing without a label or without a Uniform link value (a link entry left as json)', () => {
    expect(fieldsLinkEntry({ cta: link, ctaLabel: ' ' }, 'cta')).toBeUndefined();
    expect(fieldsLinkEntry({ ctaLabel: 'Report a claim' }, 'cta')).toBeUndefined();
    expect(
      fieldsLinkEntry({ cta: { linkTitle: 'Report a claim', link }, ctaLabel: 'Report a claim' }, 'cta'),
    ).toBeUndefined();
  });
});
