import type { ImageAsset } from '../render/params';
import type { LinkEntry } from '../routing/links';

/** The blog post preview of docs/behaviour.md#content-model: what a card, a feed item and the paged result carry. */
export interface BlogPostPreview {
  EntryID: string;
  Title: string;
  Description: string;
  Categories: string[];
  /** ISO date. */
  PublishedDate: string;
  Image?: ImageAsset;
  /** Internal article path, or the trade publication's address for external news items. */
  Url: string;
  Featured: boolean;
  Tags: string[];
  BlogPreviewCta?: LinkEntry;
  /** True when Url leaves the site: the card opens it in a new tab. */
  External: boolean;
  NoFollow: boolean;
}

/** The paged result of docs/behaviour.md#content-model. */
export interface PagedResult {
  /** Distinct, lowercase categories of the whole section (for the Filter by row). */
  Categories: string[];
  FeaturedArticle?: BlogPostPreview;
  TotalNumPages: number;
  Articles: BlogPostPreview[];
}

export interface BlogAuthor {
  nameOfAuthor: string;
  title?: string;
  authorImage?: ImageAsset;
}

/**
 * A share link of the blog widget (docs/behaviour.md#content-model), a `shareLink` block: the article's address is
 * added to `shareUrl`; without one it copies the page address.
 */
export interface ShareLink {
  id: string;
  label: string;
  shareUrl?: string;
  iconUrl?: string;
}

export type BlogBlock =
  | { id: string; type: 'topiccontentBlock'; heading?: string; headingType?: string; content: unknown; cta?: LinkEntry }
  | { id: string; type: 'topicheaderlessText'; content: unknown }
  | { id: string; type: 'topiccta'; heading?: string; content: unknown; cta?: LinkEntry };

/** A whole article: its preview plus the blog widget fields (docs/behaviour.md#content-model) and body blocks. */
export interface BlogArticle {
  preview: BlogPostPreview;
  /** Route segments of an internal article: /{section}/{category}/{slug}. */
  section: string;
  category: string;
  slug: string;
  headingType?: string;
  modifiedDate: string;
  author?: BlogAuthor;
  socialShareLinks: ShareLink[];
  blocks: BlogBlock[];
}
