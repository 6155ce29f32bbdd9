import type { ContentType } from '@uniformdev/canvas';
import accountExecutive from '@/content/contentType/accountExecutive.json';
import blogPost from '@/content/contentType/blogPost.json';
import glossaryItem from '@/content/contentType/glossaryItem.json';
import pageIndex from '@/content/contentType/pageIndex.json';
import siteSettings from '@/content/contentType/siteSettings.json';
import translation from '@/content/contentType/translation.json';

export type PreviewConfiguration = NonNullable<ContentType['previewConfigurations']>[number];

/** The content types a marketer edits as entries (blocks are edited inside their entry). */
export const ENTRY_CONTENT_TYPES = [accountExecutive, blogPost, glossaryItem, pageIndex, siteSettings, translation].map(
  (type) => type as unknown as ContentType,
);

/**
 * Where Uniform previews an entry of this type, as its content type says (`previewConfigurations`): a project map
 * node (the page that shows such entries) or a component pattern. The first one is the default.
 */
export function previewConfiguration(type: string): PreviewConfiguration | undefined {
  return ENTRY_CONTENT_TYPES.find((contentType) => contentType.id === type)?.previewConfigurations?.[0];
}
