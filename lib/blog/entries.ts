import { z } from 'zod';
import type { ContentEntry } from '../content/types';
import { parseContent } from '../content/schemas';
import { toImageAsset } from '../render/params';
import { fieldsLinkEntry } from '../routing/links';
import type { BlogArticle, BlogBlock, ShareLink } from './types';
import { isBlogSection } from './sections';

/** The Uniform entry type that holds blog posts (entries of this type in content/entry). */
export const BLOG_POST_TYPE = 'blogPost';

const blockFields = z.record(z.string(), z.object({ type: z.string(), value: z.unknown() }));

const blockSchema = z.object({
  _id: z.string().min(1),
  type: z.enum(['topiccontentBlock', 'topicheaderlessText', 'topiccta']),
  fields: blockFields,
});

const shareLinkSchema = z.object({ _id: z.string().min(1), type: z.literal('shareLink'), fields: blockFields });

/** A multi-select's options, at least `min` of them: Uniform sends a list, or the options joined by commas. */
const multiSelect = (min: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value),
    z.array(z.string().min(1)).min(min),
  );

const fieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  categories: multiSelect(1),
  publishedDate: z.iso.date().or(z.iso.datetime()),
  modifiedDate: z.iso.date().or(z.iso.datetime()).optional(),
  image: z.array(z.unknown()).optional(),
  url: z.string().min(1),
  featured: z.boolean().default(false),
  tags: multiSelect(0),
  noFollow: z.boolean().default(false),
  headingType: z.string().optional(),
  authorName: z.string().optional(),
  authorTitle: z.string().optional(),
  authorImage: z.array(z.unknown()).optional(),
  socialShareLinks: z.array(shareLinkSchema).default([]),
  content: z.array(blockSchema).default([]),
});

/** A block's fields as plain values, as an entry's are. */
function blockValues(fields: z.infer<typeof blockFields>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A shareLink block; one without a label is left out. */
function toShareLink(raw: z.infer<typeof shareLinkSchema>): ShareLink[] {
  const values = blockValues(raw.fields);
  const label = text(values.label);
  if (!label) return [];
  const icon = Array.isArray(values.icon) ? toImageAsset(values.icon[0]) : undefined;
  return [{ id: raw._id, label, shareUrl: text(values.shareUrl), iconUrl: icon?.url }];
}

function toBlock(raw: z.infer<typeof blockSchema>): BlogBlock {
  const values = blockValues(raw.fields);
  const cta = fieldsLinkEntry(values, 'cta');
  switch (raw.type) {
    case 'topiccontentBlock':
      return {
        id: raw._id,
        type: raw.type,
        heading: text(values.heading),
        headingType: text(values.headingType),
        content: values.content,
        cta,
      };
    case 'topicheaderlessText':
      return { id: raw._id, type: raw.type, content: values.content };
    case 'topiccta':
      return { id: raw._id, type: raw.type, heading: text(values.heading), content: values.content, cta };
  }
}

/** An internal article path /{section}/{category}/{slug}, or undefined for anything else. */
export function articleSegments(url: string): { section: string; category: string; slug: string } | undefined {
  const match = /^\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(url);
  if (!match || !isBlogSection(match[1]!)) return undefined;
  return { section: match[1]!, category: match[2]!, slug: match[3]! };
}

/** Turns a blogPost entry into an article; a malformed entry throws, naming the entry and the field. */
export function toBlogArticle(entry: ContentEntry): BlogArticle {
  const fields = parseContent(fieldsSchema, entry.fields, `blogPost ${entry.slug ?? entry.id}`);
  const external = /^https?:\/\//i.test(fields.url);
  const segments = articleSegments(fields.url);
  if (!external && !segments) {
    throw new Error(`blogPost ${entry.slug ?? entry.id}: url must be /{section}/{category}/{slug} or an https address`);
  }
  const authorName = text(fields.authorName);
  return {
    preview: {
      EntryID: entry.id,
      Title: fields.title,
      Description: fields.description,
      Categories: fields.categories,
      PublishedDate: fields.publishedDate,
      Image: toImageAsset(fields.image?.[0]),
      Url: fields.url,
      Featured: fields.featured,
      Tags: fields.tags,
      BlogPreviewCta: fieldsLinkEntry(entry.fields, 'blogPreviewCta'),
      External: external,
      NoFollow: fields.noFollow,
    },
    section: segments?.section ?? '',
    category: segments?.category ?? '',
    slug: segments?.slug ?? '',
    headingType: fields.headingType,
    modifiedDate: fields.modifiedDate ?? fields.publishedDate,
    author: authorName
      ? {
          nameOfAuthor: authorName,
          title: text(fields.authorTitle),
          authorImage: toImageAsset(fields.authorImage?.[0]),
        }
      : undefined,
    socialShareLinks: fields.socialShareLinks.flatMap(toShareLink),
    blocks: fields.content.map(toBlock),
  };
}
