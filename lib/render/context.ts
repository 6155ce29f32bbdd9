import type { PageIndexEntry, SiteSettings } from '../content/types';
import { createLinkResolver, type LinkResolver } from '../links';
import type { ReadMode } from '../page/read-mode';

/**
 * Everything a widget needs besides its own parameters, prepared once per page on the server and passed down as a
 * plain object (server components cannot read React context).
 */
export interface RenderContext extends ReadMode {
  settings: SiteSettings;
  pages: readonly PageIndexEntry[];
  resolveLink: LinkResolver;
  /** A translation phrase by internalName; the key itself when missing (and visible in tests). */
  t: (key: string) => string;
  /** The path of the page being rendered. */
  path: string;
  now: Date;
}

export function createRenderContext(input: {
  settings: SiteSettings;
  pages: readonly PageIndexEntry[];
  translations: Record<string, string>;
  path: string;
  preview?: boolean;
  editing?: boolean;
  now?: Date;
}): RenderContext {
  return {
    settings: input.settings,
    pages: input.pages,
    resolveLink: createLinkResolver(input.pages),
    t: (key) => input.translations[key] ?? key,
    path: input.path,
    preview: input.preview ?? false,
    editing: input.editing ?? false,
    now: input.now ?? new Date(),
  };
}
