import type { ContentSource } from '@/lib/content/types';
import { loadPage, pageMetadata, PUBLISHED, type ReadMode } from '@/lib/page/load-page';
import { createRenderContext } from '@/lib/render/context';
import { fixture, testContext } from '@/tests/support/render-fixture';
import { AeSearchWidget } from '@/components/listings/AeSearch/AeSearchWidget';
import { BlogListingWidget } from '@/components/listings/BlogListing/BlogListingWidget';
import { BlogPreviewWidget } from '@/components/listings/BlogPreview/BlogPreviewWidget';
import { GlossaryWidget } from '@/components/sections/Glossary/GlossaryWidget';
import { Integrations } from '@/components/integrations/Integrations/Integrations';

/** Every read of the content source: what was asked for and whether drafts were. */
const reads = vi.hoisted(() => [] as { what: string; preview: boolean; editing: boolean }[]);

vi.mock('@/lib/content/source', async () => {
  const { createLocalSource } = await vi.importActual<typeof import('@/lib/content/local')>('@/lib/content/local');
  const real = createLocalSource();
  type Options = { preview?: boolean; editing?: boolean } | undefined;
  const recorded =
    <Args extends unknown[], Result>(read: (...args: Args) => Result) =>
    (...args: Args) => {
      const options = (typeof args.at(-1) === 'object' ? args.at(-1) : undefined) as Options;
      const what = typeof args[0] === 'string' ? args[0] : 'project map';
      reads.push({ what, preview: Boolean(options?.preview), editing: Boolean(options?.editing) });
      return read(...args);
    };
  const source: ContentSource = {
    ...real,
    getRoute: recorded(real.getRoute),
    getProjectMap: recorded(real.getProjectMap),
    getEntries: recorded(real.getEntries),
    getCompositionBySlug: recorded(real.getCompositionBySlug),
  };
  return { contentSource: () => source };
});

const DRAFTS: ReadMode = { preview: true, editing: false };
const EDITING: ReadMode = { preview: true, editing: true };

beforeEach(() => {
  reads.length = 0;
});

/** The digest Next gives the error notFound() or a redirect throws. */
async function thrownDigest(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return String((error as { digest?: string } | undefined)?.digest);
}

describe('the page loader', () => {
  it.each([
    ['published', PUBLISHED],
    ['draft', DRAFTS],
    ['editing', EDITING],
  ])('reads the route, settings, page index and translations of a %s page with one flag', async (_, mode) => {
    const { page, composition, context } = await loadPage('/about', mode);
    expect(page.path).toBe('/about');
    expect(composition.type).toBeTruthy();
    expect(context).toMatchObject({ path: '/about', ...mode });
    const asked = ['/about', 'siteSettings', 'project map', 'translation'];
    expect(reads.map((read) => read.what)).toEqual(expect.arrayContaining(asked));
    expect(reads.filter((read) => read.preview !== mode.preview)).toEqual([]);
    expect(reads.find((read) => read.what === '/about')?.editing).toBe(mode.editing);
  });

  it('gives the home page the insurance agency and the website besides its breadcrumb, others the breadcrumb', async () => {
    const types = async (path: string) => (await loadPage(path, PUBLISHED)).jsonLd.map((data) => data['@type']);
    expect(await types('/')).toEqual(['BreadcrumbList', 'InsuranceAgency', 'WebSite']);
    expect(await types('/about')).toEqual(['BreadcrumbList']);
  });

  it('raises notFound for an unknown path or none; content/’s redirects are proxy.ts’s, never the loader’s', async () => {
    expect(await thrownDigest(loadPage('/nothing-here', PUBLISHED))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(await thrownDigest(loadPage(undefined, PUBLISHED))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    // tests/unit/proxy.test.ts: `/get-a-quote` is answered 308 before any page renders.
    expect(await thrownDigest(loadPage('/get-a-quote', PUBLISHED))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it('gives metadata for a page and none (never a 404) for an unknown path', async () => {
    const canonical = expect.stringMatching(/\/about$/);
    expect(await pageMetadata('/about', PUBLISHED)).toMatchObject({ alternates: { canonical } });
    expect(await pageMetadata('/nothing-here', PUBLISHED)).toEqual({});
  });
});

describe('widgets that load entries', () => {
  it('read drafts exactly when the page does', async () => {
    const { settings, pages } = testContext();
    for (const preview of [true, false]) {
      reads.length = 0;
      const context = createRenderContext({ settings, pages, translations: {}, path: '/learning-center', preview });
      const widget = { renderSlot: () => [], nested: false, context };
      await Promise.all([
        AeSearchWidget({ ...widget, component: fixture('aeSearch') }),
        GlossaryWidget({ ...widget, component: fixture('glossary') }),
        BlogListingWidget({ ...widget, component: fixture('blogListing') }),
        BlogPreviewWidget({ ...widget, component: fixture('blogPreview') }),
        Integrations({ context }),
      ]);
      const asked = ['accountExecutive', 'translation', 'glossaryItem', 'blogPost', 'global-integrations'];
      expect(reads.map((read) => read.what)).toEqual(expect.arrayContaining(asked));
      expect(reads.filter((read) => read.preview !== preview)).toEqual([]);
    }
  });
});
