import { z } from 'zod';
import type { ContentEntry } from '../content/types';
import { parseContent } from '../content/schemas';
import { toImageAsset } from '../params';
import type { LinkEntry } from '../links';
import type { BlogArticle, BlogBlock, ShareLink } from './types';
import { isBlogSection } from './sections';

/** The Uniform entry type that holds blog posts (entries of this type in content/entry). */
export const BLOG_POST_TYPE = 'blogPost';

const linkEntry = z.custom<LinkEntry>((value) => Boolean(value) && typeof value === 'object');

const blockSchema = z.object({
  _id: z.string().min(1),
  type: z.enum(['topiccontentBlock', 'topicheaderlessText', 'topiccta']),
  fields: z.record(z.string(), z.object({ type: z.string(), value: z.unknown() })),
});

const fieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  categories: z.array(z.string().min(1)).min(1),
  publishedDate: z.iso.date().or(z.iso.datetime()),
  modifiedDate: z.iso.date().or(z.iso.datetime()).optional(),
  image: z.array(z.unknown()).optional(),
  url: z.string().min(1),
  featured: z.boolean().default(false),
  tags: z.array(z.string().min(1)),
  blogPreviewCta: linkEntry.optional(),
  noFollow: z.boolean().default(false),
  headingType: z.string().optional(),
  author: z
    .object({
      nameOfAuthor: z.string().min(1),
      title: z.string().optional(),
      authorImage: z.array(z.unknown()).optional(),
    })
    .optional(),
  socialShareLinks: z
    .array(
      z.object({
        _id: z.string().min(1),
        linkTitle: z.string().min(1),
        linkUrl: z.string().optional(),
        iconDescription: z.string().optional(),
        iconFileUrl: z.string().optional(),
      }),
    )
    .default([]),
  content: z.array(blockSchema).default([]),
});

function toBlock(raw: z.infer<typeof blockSchema>): BlogBlock {
  const value = (name: string) => raw.fields[name]?.value;
  const text = (name: string) => {
    const found = value(name);
    return typeof found === 'string' && found.trim() ? found : undefined;
  };
  const cta = value('cta') as LinkEntry | undefined;
  switch (raw.type) {
    case 'topiccontentBlock':
      return {
        id: raw._id,
        type: raw.type,
        heading: text('heading'),
        headingType: text('headingType'),
        content: value('content'),
        cta,
      };
    case 'topicheaderlessText':
      return { id: raw._id, type: raw.type, content: value('content') };
    case 'topiccta':
      return { id: raw._id, type: raw.type, heading: text('heading'), content: value('content'), cta };
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
  const authorImage = toImageAsset(fields.author?.authorImage?.[0]);
  const socialShareLinks: ShareLink[] = fields.socialShareLinks.map(({ _id, ...link }) => ({ id: _id, ...link }));
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
      BlogPreviewCta: fields.blogPreviewCta,
      External: external,
      NoFollow: fields.noFollow,
    },
    section: segments?.section ?? '',
    category: segments?.category ?? '',
    slug: segments?.slug ?? '',
    headingType: fields.headingType,
    modifiedDate: fields.modifiedDate ?? fields.publishedDate,
    author: fields.author
      ? { nameOfAuthor: fields.author.nameOfAuthor, title: fields.author.title, authorImage }
      : undefined,
    socialShareLinks,
    blocks: fields.content.map(toBlock),
  };
}
