import type { WidgetProps } from '../../types';
import { enumParam, textParam } from '@/lib/render/params';
import { ctaParam, headingFields } from '../../shared/widget-fields';
import { BLOG_PREVIEW_COUNT } from '@/lib/constants';
import { getBlogArticles } from '@/lib/blog/data';
import { inSection, newestArticles } from '@/lib/blog/listing';
import { BLOG_SECTION_SLUGS } from '@/lib/blog/sections';
import { logBlogException } from '@/lib/blog/log';
import type { BlogPostPreview } from '@/lib/blog/types';
import { previewForLocale } from '@/lib/blog/display';
import { BlogPreview } from './BlogPreview';

/** CMS layer of the blog preview: the 3 newest posts of a type (blogType), optionally of one category. */
export async function BlogPreviewWidget({ component, context, nested }: WidgetProps) {
  const section = enumParam(component, 'blogType', BLOG_SECTION_SLUGS, 'learning-center');
  let articles: BlogPostPreview[] = [];
  try {
    const all = (await getBlogArticles(context.preview, false, context.locale)).map((article) => article.preview);
    articles = newestArticles(inSection(all, section), BLOG_PREVIEW_COUNT, textParam(component, 'category')).map(
      (preview) => previewForLocale(preview, context.locale, context.t),
    );
  } catch (error) {
    // A preview is a secondary band: without posts it stays out of the page rather than showing an error.
    logBlogException('BlogPreview', 'getBlogArticles', error);
  }
  return (
    <BlogPreview
      {...headingFields(component, context, 'h2')}
      articles={articles}
      cta={ctaParam(component, 'cta', context)}
      labels={{ newTab: context.t('blog.new-tab'), featured: context.t('blog.featured'), dateLocale: context.locale }}
      nested={nested}
    />
  );
}
