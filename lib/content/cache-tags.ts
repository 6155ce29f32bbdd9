/** Every cache tag name the data layer uses, in one place (the revalidation webhook maps events onto these). */
export const CACHE_TAGS = {
  all: 'content',
  projectMap: 'project-map',
  manifest: 'context-manifest',
  route: (path: string) => `route:${path}`,
  composition: (slug: string) => `composition:${slug}`,
  entries: (type: string) => `entries:${type}`,
} as const;
