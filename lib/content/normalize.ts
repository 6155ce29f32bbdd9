import type { z } from 'zod';
import type { ContentEntry, PageIndexEntry, SiteSettings } from './types';
import { pageIndexFieldsSchema, parseContent, siteSettingsFieldsSchema, type entryFileSchema } from './schemas';

type RawEntry = z.infer<typeof entryFileSchema>['entry'];

/** Turns a Uniform entry (fields as `{type, value}`) into a ContentEntry with plain field values. */
export function flattenEntry(entry: RawEntry): ContentEntry {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entry.fields)) fields[name] = field.value;
  const locales = Array.isArray(entry._locales) ? entry._locales.map(String) : undefined;
  return {
    id: entry._id,
    type: entry.type,
    slug: entry._slug,
    name: entry._name,
    fields,
    ...(locales ? { locales } : {}),
  };
}

export function toPageIndexEntry(entry: ContentEntry, file: string): PageIndexEntry {
  return parseContent(pageIndexFieldsSchema, entry.fields, file);
}

export function toSiteSettings(entry: ContentEntry, file: string): SiteSettings {
  return parseContent(siteSettingsFieldsSchema, entry.fields, file);
}

/** Removes a trailing slash (except for the root) so `/about/` and `/about` look up the same node. */
export function normalizeRoutePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
