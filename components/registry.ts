import type { Widget } from './types';
import { PageWidget } from './Page/PageWidget';
import { HeaderWidget } from './Header';
import { FooterWidget } from './Footer';
import { HeroWidget } from './Hero';
import { ContentBlockWidget } from './ContentBlock';
import { TextPlusImageWidget } from './TextPlusImage';
import { SitemapTreeWidget } from './SitemapTree';

/**
 * The one resolver registry: Uniform component type ─► widget. Type names are declared here once; an unknown type
 * renders a notice (components/UnknownComponent) instead of crashing the page.
 */
export const registry = {
  page: PageWidget,
  header: HeaderWidget,
  footer: FooterWidget,
  hero: HeroWidget,
  contentBlock: ContentBlockWidget,
  textOnly: ContentBlockWidget,
  textPlusImage: TextPlusImageWidget,
  sitemap: SitemapTreeWidget,
} satisfies Record<string, Widget>;

export type WidgetType = keyof typeof registry;

/** Root types whose slot children are page-level sections (rendered as full bands, not nested). */
export const ROOT_TYPES: ReadonlySet<string> = new Set<WidgetType>(['page']);

export function isWidgetType(type: string): type is WidgetType {
  return Object.hasOwn(registry, type);
}
