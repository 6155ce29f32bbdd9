import type { PageIndexEntry, SiteSettings } from '../content/types';
import { createLinkResolver, type LinkResolver } from '../links';

/**
 * Everything a widget needs besides its own parameters, prepared once per page on the server and passed down as a
 * plain object (server components cannot read React context).
 */
export interface RenderContext {
  settings: SiteSettings;
  pages: readonly PageIndexEntry[];
  resolveLink: LinkResolver;
  /** A translation phrase by internalName; the key itself when missing (and visible in tests). */
  t: (key: string) => string;
  /** The path of the page being rendered. */
  path: string;
  /** Uniform contextual editing is on: components carry editor markers. */
  editing: boolean;
  now: Date;
  /** Page number of a blog listing (from ?page=N, served by the prerendered listing route); 1 elsewhere. */
  listingPage: number;
}

export function createRenderContext(input: {
  settings: SiteSettings;
  pages: readonly PageIndexEntry[];
  translations: Record<string, string>;
  path: string;
  editing?: boolean;
  now?: Date;
  listingPage?: number;
}): RenderContext {
  return {
    settings: input.settings,
    pages: input.pages,
    resolveLink: createLinkResolver(input.pages),
    t: (key) => input.translations[key] ?? key,
    path: input.path,
    editing: input.editing ?? false,
    now: input.now ?? new Date(),
    listingPage: input.listingPage ?? 1,
  };
}
