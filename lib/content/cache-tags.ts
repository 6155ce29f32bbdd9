/** Every cache tag name the data layer uses, in one place (the revalidation webhook maps events onto these). */
export const CACHE_TAGS = {
  all: 'content',
  projectMap: 'project-map',
  manifest: 'context-manifest',
  /** The site search's documents: refreshed by every content event. */
  searchIndex: 'search-index',
  route: (path: string) => `route:${path}`,
  /** The page whose project map node holds this composition id; a composition fetched by its slug. */
  composition: (id: string) => `composition:${id}`,
  compositionSlug: (slug: string) => `composition-slug:${slug}`,
  /** Every page that shows this component pattern (nested in another pattern too). */
  pattern: (id: string) => `pattern:${id}`,
  entries: (type: string) => `entries:${type}`,
} as const;
