import type { ComponentInstance } from '@uniformdev/canvas';
import type { PageIndexEntry, SiteSettings, WithheldPage } from '../content/types';
import type { Decision } from '../personalization/evaluate';
import { createLinkResolver, type LinkResolver } from '../routing/links';
import type { ReadMode } from '../page/read-mode';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';
import type { LanguageChoice } from '../i18n/counterpart';

/** The site settings the widget layer reads: names and contact details in text, the founding year for tokens. */
export type RenderSettings = Pick<SiteSettings, 'brandName' | 'phoneNumber' | 'email' | 'foundingYear'>;

/**
 * What the CMS layer (`*Widget.tsx`) needs besides a component's own parameters, prepared once per page on the
 * server and passed down as a plain object (server components cannot read React context). Display components never
 * see it: widgets resolve links, translate labels and render rich text with it, and pass plain props.
 */
export interface RenderContext extends ReadMode {
  settings: RenderSettings;
  pages: readonly PageIndexEntry[];
  resolveLink: LinkResolver;
  /** A translation phrase by internalName; the key itself when missing (and visible in tests). */
  t: (key: string) => string;
  /** The path of the page being rendered (its content path, without a locale prefix). */
  path: string;
  /** The locale the page is rendered in (lib/i18n/locales.ts): its text, its links, its dates. */
  locale: SiteLocale;
  /** The other languages and the pages each has, for the language switch. */
  languages: readonly LanguageChoice[];
  now: Date;
  /**
   * The visitor's evaluation result, on a page rendered for one (`/_pz/<key>/…`): each personalization, test and
   * visibility rule decided. Absent on the default page, where each shows its default.
   */
  decisions?: ReadonlyMap<ComponentInstance, readonly Decision[]>;
}

/** The decision of this kind made for this component on this page, if the page was rendered for one. */
export function decisionFor<K extends Decision['kind']>(
  context: RenderContext,
  component: ComponentInstance,
  kind: K,
): Extract<Decision, { kind: K }> | undefined {
  return context.decisions
    ?.get(component)
    ?.find((decision): decision is Extract<Decision, { kind: K }> => decision.kind === kind);
}

export function createRenderContext(input: {
  settings: RenderSettings;
  pages: readonly PageIndexEntry[];
  /** Project map pages the published site does not show (lib/routing/links.ts leaves links to them out). */
  withheld?: readonly WithheldPage[];
  translations: Record<string, string>;
  path: string;
  locale?: SiteLocale;
  languages?: readonly LanguageChoice[];
  preview?: boolean;
  editing?: boolean;
  visualEditing?: boolean;
  now?: Date;
}): RenderContext {
  return {
    settings: input.settings,
    pages: input.pages,
    resolveLink: createLinkResolver(input.pages, input.withheld, (path) =>
      localizedPath(path, input.locale ?? DEFAULT_LOCALE),
    ),
    t: (key) => input.translations[key] ?? key,
    path: input.path,
    locale: input.locale ?? DEFAULT_LOCALE,
    languages: input.languages ?? [],
    preview: input.preview ?? false,
    editing: input.editing ?? false,
    visualEditing: input.visualEditing ?? true,
    now: input.now ?? new Date(),
  };
}
