import { z } from 'zod';
import { UUID_V4 } from './layout.mjs';

/**
 * Schemas for every file shape in `content/` (Uniform's own formats). A malformed file fails loading with its file
 * name and the path of the bad field, never a blank page at run time.
 */

const nonEmpty = z.string().min(1);
/** What every Uniform definition (component, content type, parameter, slot, signal, test) is keyed and shown by. */
const definitionKey = { id: nonEmpty, name: nonEmpty };

/** A parameter or field: its `value`, or a localizable one's `locales` (Uniform's `{ "<locale>": value }`). */
const parameter = z
  .object({ type: nonEmpty, value: z.unknown().optional(), locales: z.record(z.string(), z.unknown()).optional() })
  .passthrough();

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
      type: nonEmpty,
      _id: nonEmpty,
      variant: z.string().optional(),
      parameters: z.record(z.string(), parameter).optional(),
      slots: z.record(z.string(), z.array(componentSchema)).optional(),
    })
    .passthrough(),
);

/** What compositions and entries alike are keyed, named and typed by. */
const itemKey = { _id: z.string().uuid(), _name: nonEmpty, _slug: z.string().optional(), type: nonEmpty };
/** The CLI's stamps on a composition's or entry's file. */
const fileStamps = { created: z.string(), modified: z.string(), pattern: z.boolean() };

export const compositionFileSchema = z
  .object({
    composition: z
      .object({
        ...itemKey,
        parameters: z.record(z.string(), parameter).optional(),
        slots: z.record(z.string(), z.array(componentSchema)).optional(),
      })
      .passthrough(),
    ...fileStamps,
  })
  .passthrough();

const uuidV4 = z.string().regex(UUID_V4, 'a UUID v4 (Uniform drops other project map node ids on push)');

export const projectMapNodeSchema = z
  .object({
    id: uuidV4,
    name: nonEmpty,
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, 'a lowercase path starting with /'),
    type: z.enum(['composition', 'placeholder']),
    pathSegment: z.string(),
    compositionId: z.string().uuid().optional(),
    order: z.number().int().optional(),
    projectMapId: uuidV4,
  })
  .passthrough();

export const entryFileSchema = z
  .object({
    ...fileStamps,
    entry: z.object({ ...itemKey, fields: z.record(z.string(), parameter) }).passthrough(),
  })
  .passthrough();

/** A redirect as the CLI writes it: the redirect object itself, not wrapped. */
export const redirectFileSchema = z
  .object({
    id: z.string().uuid(),
    sourceUrl: z.string().startsWith('/'),
    targetStatusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
    targetUrl: nonEmpty,
  })
  .passthrough();

/** The Context's signals and tests as `/api/v2/signal` and `/api/v2/test` list them (and the CLI writes them). */
export const signalFileSchema = z
  .object({
    ...definitionKey,
    str: z.number(),
    cap: z.number(),
    dur: z.enum(['s', 'p', 't']),
    crit: z
      .object({ type: z.literal('G'), op: z.enum(['&', '|']).optional(), clauses: z.array(z.unknown()) })
      .passthrough(),
    conversion: z
      .object({ freq: z.literal('O') })
      .nullable()
      .optional(),
  })
  .passthrough();

export const testFileSchema = z
  .object({
    ...definitionKey,
    winning_variant_id: z.string().optional(),
    closed: z.boolean().optional(),
  })
  .passthrough();

const definitionParameter = z.object({ ...definitionKey, type: nonEmpty }).passthrough();

export const componentDefinitionSchema = z
  .object({
    ...definitionKey,
    parameters: z.array(definitionParameter),
    slots: z.array(z.object(definitionKey).passthrough()).optional(),
  })
  .passthrough();

export const contentTypeSchema = z
  .object({
    ...definitionKey,
    fields: z.array(definitionParameter),
    type: z.enum(['contentType', 'block']),
  })
  .passthrough();

export const localeSchema = z
  .object({ locale: z.string().min(2), displayName: nonEmpty, isDefault: z.boolean().optional() })
  .passthrough();

export const projectMapDefinitionSchema = z
  .object({ id: uuidV4, name: nonEmpty, default: z.boolean().optional() })
  .passthrough();

/** Field schemas of the entry types the site itself reads. Other entry types are validated by their widgets. */
export const pageIndexFieldsSchema = z.object({
  entryID: nonEmpty,
  breadcrumb: nonEmpty,
  path: z.string().startsWith('/'),
  seoTitle: nonEmpty,
  seoDescription: nonEmpty,
  hideOnSitemapXml: z.boolean(),
  hideOnSitemapHtml: z.boolean(),
  sitemapTitle: nonEmpty,
  keywords: z.string().optional(),
  canonicalLink: z.string().optional(),
  socialImage: z.string().optional(),
});

export const siteSettingsFieldsSchema = z.object({
  brandName: nonEmpty,
  productSlug: z.string().regex(/^[a-z0-9-]+$/),
  phoneNumber: z.string().min(7),
  email: z.string().email(),
  loginUrl: z.string().url(),
  siteHost: z.string(),
  foundingYear: z.number().int().min(1800),
  description: nonEmpty,
  address: nonEmpty,
});

export class ContentValidationError extends Error {
  constructor(file: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const detail = issues
      .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
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
