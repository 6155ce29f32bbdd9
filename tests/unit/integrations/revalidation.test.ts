import {
  AssetPublishedDefinition,
  CompositionChangedDefinition,
  CompositionDeletedDefinition,
  CompositionPublishedDefinition,
  EntryChangedDefinition,
  EntryDeletedDefinition,
  EntryPublishedDefinition,
  ManifestPublishedDefinition,
  ProjectMapNodeDeleteDefinition,
  ProjectMapNodeInsertDefinition,
  ProjectMapNodeUpdateDefinition,
  ProjectMapUpdateDefinition,
  RedirectDeleteDefinition,
  RedirectInsertDefinition,
  RedirectUpdateDefinition,
  ReleaseLaunchedDefinition,
  WorkflowTransitionDefinition,
} from '@uniformdev/webhooks';
import { edgePurgeKeys, HANDLED_EVENTS, parseContentEvent, planRevalidation } from '@/lib/integrations/revalidation';

const everyPage = { path: '/', type: 'layout' };
/** @uniformdev/webhooks' own example payloads: a composition 0b9d2118…, an entry e5c95c60… of content type "page". */
const COMPOSITION = 'composition:0b9d2118-f2d0-4fe6-9d46-7c661abaf474';
const AS_PATTERN = 'pattern:0b9d2118-f2d0-4fe6-9d46-7c661abaf474';
const plan = (body: unknown) => {
  const event = parseContentEvent(body);
  if (!event) throw new Error('not parsed');
  return planRevalidation(event);
};

describe('Uniform webhook events, from the package’s own examples', () => {
  it.each([
    [
      CompositionPublishedDefinition.example,
      { paths: [], tags: [COMPOSITION, AS_PATTERN, 'composition-slug:/about-us'] },
    ],
    [
      CompositionChangedDefinition.example,
      { paths: [], tags: [COMPOSITION, AS_PATTERN, 'composition-slug:/about-us'] },
    ],
    [
      CompositionDeletedDefinition.example,
      { paths: [], tags: [COMPOSITION, AS_PATTERN, 'composition-slug:/about-us'] },
    ],
    [EntryPublishedDefinition.example, { paths: [], tags: ['entries:page'] }],
    [EntryChangedDefinition.example, { paths: [], tags: ['entries:page'] }],
    [EntryDeletedDefinition.example, { paths: [], tags: ['entries:page'] }],
    [
      ProjectMapNodeInsertDefinition.example,
      { paths: [{ path: '/product-detail' }, everyPage], tags: ['project-map', 'route:/product-detail'] },
    ],
    [
      ProjectMapNodeUpdateDefinition.example,
      {
        paths: [{ path: '/product-detail' }, { path: '/promo/product-detail' }, everyPage],
        tags: ['project-map', 'route:/product-detail', 'route:/promo/product-detail'],
      },
    ],
    [
      ProjectMapNodeDeleteDefinition.example,
      { paths: [{ path: '/product-detail' }, everyPage], tags: ['project-map', 'route:/product-detail'] },
    ],
    [RedirectInsertDefinition.example, { paths: [{ path: '/product-info' }], tags: ['route:/product-info'] }],
    [RedirectUpdateDefinition.example, { paths: [{ path: '/product-info' }], tags: ['route:/product-info'] }],
    [RedirectDeleteDefinition.example, { paths: [{ path: '/product-info' }], tags: ['route:/product-info'] }],
    [ManifestPublishedDefinition.example, { paths: [everyPage], tags: ['context-manifest'] }],
  ])('$eventType', (example, expected) => {
    expect(plan(example)).toEqual(expected);
  });

  it('a component pattern’s publish refreshes the pages that show it (tag pattern:<id>), at the edge too', () => {
    // The home page's "Verdance in numbers" band (content/componentPattern/).
    const band = 'c6c4c37d-d28c-4eed-b276-a550b87cf0a2';
    const published = plan({ ...CompositionPublishedDefinition.example, id: band, slug: undefined });
    expect(published).toEqual({ paths: [], tags: [`composition:${band}`, `pattern:${band}`] });
    expect(edgePurgeKeys(published)).toContain(`pattern:${band}`);
  });

  it('handles exactly these thirteen events', () => {
    expect(HANDLED_EVENTS).toHaveLength(13);
  });

  it('refreshes every page for the site-wide compositions and entry types, and the navigation for page index entries', () => {
    const header = { ...CompositionPublishedDefinition.example, slug: 'global-header' };
    expect(plan(header)).toEqual({
      paths: [everyPage],
      tags: [COMPOSITION, AS_PATTERN, 'composition-slug:global-header'],
    });
    expect(plan({ ...EntryPublishedDefinition.example, type: 'translation' })).toEqual({
      paths: [everyPage],
      tags: ['entries:translation'],
    });
    expect(plan({ ...EntryChangedDefinition.example, type: 'siteSettings' })).toEqual({
      paths: [everyPage],
      tags: ['entries:siteSettings'],
    });
    expect(plan({ ...EntryDeletedDefinition.example, type: 'pageIndex' })).toEqual({
      paths: [everyPage],
      tags: ['entries:pageIndex', 'project-map'],
    });
  });

  it('takes the path of a redirect whose source is a full URL, and never a path that names another host', () => {
    expect(
      plan({ ...RedirectInsertDefinition.example, source_url: 'https://www.verdanceinsurance.com/old?x=1' }),
    ).toEqual({ paths: [{ path: '/old' }], tags: ['route:/old'] });
    expect(plan({ ...RedirectDeleteDefinition.example, source_url: '//evil.example/x' })).toEqual({
      paths: [],
      tags: [],
    });
  });

  it.each([
    ['another event', ReleaseLaunchedDefinition.example],
    ['an asset event', AssetPublishedDefinition.example],
    ['a project map event', ProjectMapUpdateDefinition.example],
    ['a workflow event', WorkflowTransitionDefinition.example],
    ['our old body shape', { type: 'composition.published', payload: { slug: 'about', path: '/about' } }],
    ['a known event without its fields', { eventType: 'composition.published', id: 'x' }],
    ['a composition event read by its `type`', { ...CompositionPublishedDefinition.example, eventType: undefined }],
    ['not an object', 'composition.published'],
    ['null', null],
  ])('%s is not an event the site refreshes for', (_name, body) => {
    expect(parseContentEvent(body)).toBeNull();
  });
});
