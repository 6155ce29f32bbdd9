import { z } from 'zod';

/**
 * Schemas for every file shape in `content/` (Uniform's own formats). A malformed file fails loading with its file
 * name and the path of the bad field, never a blank page at run time.
 */

const parameter = z.object({ type: z.string().min(1), value: z.unknown() }).passthrough();

interface ComponentShape {
  type: string;
  _id?: string;
  variant?: string;
  parameters?: Record<string, { type: string; value?: unknown }>;
  slots?: Record<string, ComponentShape[]>;
}

export const componentSchema: z.ZodType<ComponentShape> = z.lazy(() =>
  z
    .object({
      type: z.string().min(1),
      _id: z.string().min(1),
      variant: z.string().optional(),
      parameters: z.record(z.string(), parameter).optional(),
      slots: z.record(z.string(), z.array(componentSchema)).optional(),
    })
    .passthrough(),
);

export const compositionFileSchema = z
  .object({
    composition: z
      .object({
        _id: z.string().uuid(),
        _name: z.string().min(1),
        _slug: z.string().optional(),
        type: z.string().min(1),
        parameters: z.record(z.string(), parameter).optional(),
        slots: z.record(z.string(), z.array(componentSchema)).optional(),
      })
      .passthrough(),
    created: z.string(),
    modified: z.string(),
    pattern: z.boolean(),
  })
  .passthrough();

export const projectMapNodeSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().min(1),
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, 'a lowercase path starting with /'),
    type: z.enum(['composition', 'placeholder']),
    compositionId: z.string().uuid().optional(),
    order: z.number().int().optional(),
  })
  .passthrough();

export const entryFileSchema = z
  .object({
    entry: z
      .object({
        _id: z.string().uuid(),
        _name: z.string().min(1),
        _slug: z.string().optional(),
        type: z.string().min(1),
        fields: z.record(z.string(), parameter),
      })
      .passthrough(),
    created: z.string(),
    modified: z.string(),
    pattern: z.boolean().optional(),
  })
  .passthrough();

export const redirectFileSchema = z.object({
  redirect: z.object({
    id: z.string().uuid(),
    sourceUrl: z.string().startsWith('/'),
    targetUrl: z.string().min(1),
    targetStatusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  }),
});

/** Field schemas of the entry types the site itself reads. Other entry types are validated by their widgets. */
export const pageIndexFieldsSchema = z.object({
  entryID: z.string().min(1),
  breadcrumb: z.string().min(1),
  path: z.string().startsWith('/'),
  seoTitle: z.string().min(1),
  seoDescription: z.string().min(1),
  hideOnSitemapXml: z.boolean(),
  hideOnSitemapHtml: z.boolean(),
  sitemapTitle: z.string().min(1),
  keywords: z.string().optional(),
  canonicalLink: z.string().optional(),
  socialImage: z.string().optional(),
});

export const siteSettingsFieldsSchema = z.object({
  brandName: z.string().min(1),
  productSlug: z.string().regex(/^[a-z0-9-]+$/),
  phoneNumber: z.string().min(7),
  email: z.string().email(),
  loginUrl: z.string().url(),
  siteHost: z.string(),
  foundingYear: z.number().int().min(1800),
  description: z.string().min(1),
  address: z.string().min(1),
});

export const translationFieldsSchema = z.object({
  internalName: z.string().min(1),
  phrase: z.string(),
});

export class ContentValidationError extends Error {
  constructor(file: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const detail = issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
    super(`Invalid content file ${file}: ${detail}`);
    this.name = 'ContentValidationError';
  }
}

/** Parses `data` with `schema`, throwing a ContentValidationError that names the file and field. */
export function parseContent<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentValidationError(file, result.error.issues);
  return result.data;
}
