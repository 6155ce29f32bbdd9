import { buildMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { socialPageType } from '@/lib/seo/page-type';
import { testPage, testSettings, fixture } from '../support/render-fixture';

describe('buildMetadata', () => {
  it.each([
    ['/', 'https://www.verdanceinsurance.com'],
    ['/about', 'https://www.verdanceinsurance.com/about'],
    ['/insurance/general-liability', 'https://www.verdanceinsurance.com/insurance/general-liability'],
  ])('canonical and og:url of %s are the page’s own URL', (path, url) => {
    const metadata = buildMetadata({ page: testPage(path), settings: testSettings });
    expect(metadata.alternates?.canonical).toBe(url);
    expect(metadata.openGraph).toMatchObject({ url });
  });

  it('sets title, description, keywords, social image 1200x629 and the summary_large_image card', () => {
    const metadata = buildMetadata({
      page: testPage('/about', {
        seoTitle: 'About us',
        seoDescription: 'Who we are.',
        keywords: 'florist, greenhouse',
      }),
      settings: testSettings,
    });
    expect(metadata.title).toBe('About us | Verdance Insurance');
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.keywords).toEqual(['florist', 'greenhouse']);
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Verdance Insurance',
      images: [{ width: 1200, height: 629 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'About us | Verdance Insurance' });
  });

  it('uses og:type article when asked', () => {
    expect(buildMetadata({ page: testPage('/x'), settings: testSettings, ogType: 'article' }).openGraph).toMatchObject({
      type: 'article',
    });
  });
});

describe('social page type (docs/behaviour.md#personalization-consent-and-flags)', () => {
  it('is article when a blog wrapper or publication hero is anywhere on the page', () => {
    expect(socialPageType(fixture('page', {}, { content: [fixture('hero')] }))).toBe('website');
    expect(
      socialPageType(
        fixture('page', {}, { content: [fixture('section', {}, { inner: [fixture('publicationHero')] })] }),
      ),
    ).toBe('article');
    expect(socialPageType(fixture('page', {}, { content: [fixture('blogPost')] }))).toBe('article');
  });
});

describe('JSON-LD', () => {
  it('escapes < so content cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });

  it('builds a BreadcrumbList from the home page down to the page', () => {
    const pages = [
      testPage('/', { breadcrumb: 'Home' }),
      testPage('/insurance', { breadcrumb: 'Insurance' }),
      testPage('/insurance/umbrella', { breadcrumb: 'Umbrella' }),
    ];
    const list = breadcrumbJsonLd(pages[2]!, pages, testSettings.siteHost);
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://www.verdanceinsurance.com'],
      [2, 'Insurance', 'https://www.verdanceinsurance.com/insurance'],
      [3, 'Umbrella', 'https://www.verdanceinsurance.com/insurance/umbrella'],
    ]);
  });

  it('describes the business as an InsuranceAgency', () => {
    expect(organizationJsonLd(testSettings)).toMatchObject({
      '@type': 'InsuranceAgency',
      name: 'Verdance Insurance',
      telephone: '1-800-555-0142',
      foundingDate: '1987',
    });
  });

  it('gives the website a SearchAction that sends the query to /search as q', () => {
    const { potentialAction } = websiteJsonLd(testSettings);
    expect(potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.verdanceinsurance.com/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});
