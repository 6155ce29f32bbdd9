import { render } from '@testing-library/react';
import type { ComponentInstance } from '@uniformdev/canvas';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { createRenderContext } from '@/lib/render/context';
import type { PageIndexEntry, SiteSettings } from '@/lib/content/types';
import type { SiteLocale } from '@/lib/i18n/locales';

export const testSettings: SiteSettings = {
  brandName: 'Verdance Insurance',
  productSlug: 'verdance',
  phoneNumber: '1-800-555-0142',
  email: 'hello@verdanceinsurance.com',
  loginUrl: 'https://portal.verdanceinsurance.com/login',
  siteHost: 'https://www.verdanceinsurance.com',
  foundingYear: 1987,
  description: 'Specialty insurer for horticultural businesses.',
  address: '410 Fern Hollow Road, Portland, OR',
};

export function testPage(path: string, overrides: Partial<PageIndexEntry> = {}): PageIndexEntry {
  const name = path === '/' ? 'Home' : path.split('/').pop()!.replace(/-/g, ' ');
  return {
    entryID: `id${path.replace(/\//g, '-')}`,
    breadcrumb: name,
    path,
    seoTitle: `${name} | Verdance`,
    seoDescription: `About ${name}.`,
    hideOnSitemapXml: false,
    hideOnSitemapHtml: false,
    sitemapTitle: name,
    ...overrides,
  };
}

/** A render context for tests; `preview`, `editing` and `visualEditing` as a preview or the canvas sets them. */
export function testContext(
  options: {
    pages?: PageIndexEntry[];
    translations?: Record<string, string>;
    path?: string;
    locale?: SiteLocale;
    preview?: boolean;
    editing?: boolean;
    visualEditing?: boolean;
  } = {},
) {
  const { pages = [testPage('/'), testPage('/about')], translations = {}, path = '/', ...modes } = options;
  return createRenderContext({
    settings: testSettings,
    pages,
    translations,
    path,
    now: new Date('2026-06-01T12:00:00Z'),
    ...modes,
  });
}

/** Renders a fixture composition through the real registry, as a page would. */
export function renderFixture(component: ComponentInstance, options: Parameters<typeof testContext>[0] = {}) {
  return render(<>{renderComponent(component, testContext(options))}</>);
}

let counter = 0;
/** A Uniform component instance with `{type, value}` parameters built from plain values. */
export function fixture(
  type: string,
  parameters: Record<string, unknown> = {},
  slots?: Record<string, ComponentInstance[]>,
): ComponentInstance {
  counter += 1;
  return {
    type,
    _id: `${type}-${counter}`,
    parameters: Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, { type: 'any', value }])),
    ...(slots ? { slots } : {}),
  };
}

export function imageFixture(url = '/images/heroes/home.jpg', title = 'Leaves', width = 1920, height = 720) {
  return [
    {
      _id: url,
      type: 'image',
      fields: {
        url: { type: 'text', value: url },
        title: { type: 'text', value: title },
        description: { type: 'text', value: '' },
        width: { type: 'number', value: width },
        height: { type: 'number', value: height },
      },
    },
  ];
}

type LinkFixture = string | { type: string; path: string; nodeId?: string };
const linkValue = (link: LinkFixture) => (typeof link === 'string' ? { type: 'url', path: link } : link);

/** A call to action's parameters: the link parameter `name`, its `<name>Label` and, when asked, its checkboxes. */
export function ctaFixture(
  name: string,
  label: string | undefined,
  link: LinkFixture,
  options: { newTab?: boolean; noFollow?: boolean } = {},
): Record<string, unknown> {
  return {
    [name]: linkValue(link),
    ...(label === undefined ? {} : { [`${name}Label`]: label }),
    ...(options.newTab ? { [`${name}NewTab`]: true } : {}),
    ...(options.noFollow ? { [`${name}NoFollow`]: true } : {}),
  };
}

/** A `navigationLink` component, as the slots of link lists hold them. */
export function navigationLinkFixture(
  label: string,
  link: LinkFixture,
  options: { newTab?: boolean; noFollow?: boolean } = {},
): ComponentInstance {
  return fixture('navigationLink', {
    label,
    link: linkValue(link),
    ...(options.newTab ? { openInNewTab: true } : {}),
    ...(options.noFollow ? { noFollow: true } : {}),
  });
}
