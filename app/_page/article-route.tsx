import { siteOrigin } from '@/lib/seo/canonical';
import { BLOG_SECTIONS, isBlogSection } from '@/lib/blog/sections';
import { REQUEST_A_QUOTE_PATH } from '@/lib/constants';
import type { BlogSection } from '@/lib/blog/sections';
import { articleMetadata, articleStaticParams, loadArticle, type ArticleParams } from '@/lib/page/load-article';
import { requestReadMode } from '@/lib/page/load-page';
import { articleContents, BlogBlocks } from '@/components/listings/BlogPost/BlogBlocks';
import { TableOfContents } from '@/components/layout/TableOfContents';
import { BlogPost } from '@/components/listings/BlogPost/BlogPost';
import { entryAsComponent, EntryMarkers, entryText } from '@/lib/editing/editable-entry';
import { BLOG_POST_TYPE } from '@/lib/blog/entries';
import { JsonLd } from './JsonLd';

type Props = { params: Promise<ArticleParams> };

/** An article loaded by lib/page/load-article.ts: the post, its share links and its structured data. */
export function ArticleView({ article, settings, context, jsonLd, related }: Awaited<ReturnType<typeof loadArticle>>) {
  const address = `${siteOrigin(settings.siteHost)}${article.preview.Url}`;
  const shareItems = article.socialShareLinks.map((link) => ({
    id: link.id,
    label: link.label,
    href: link.shareUrl ? `${link.shareUrl}${encodeURIComponent(address)}` : undefined,
    iconUrl: link.iconUrl,
  }));
  const { t } = context;
  const labels = {
    added: t('blog.added'),
    by: t('blog.by'),
    share: t('share.label'),
    copied: t('share.copied'),
    newTab: t('blog.new-tab'),
    print: t('blog.print'),
  };
  const toc = articleContents(article.blocks);
  const section = isBlogSection(article.section) ? BLOG_SECTIONS[article.section] : undefined;
  const sectionName = section?.name ?? article.section;
  const category = section?.categories.find((name) => name.toLowerCase().replaceAll(' ', '-') === article.category);
  const around = {
    breadcrumbLabel: t('blog.breadcrumb'),
    trail: [
      { label: sectionName, href: `/${article.section}` },
      ...(category ? [{ label: category, href: `/${article.section}/${article.category}` }] : []),
    ],
    relatedHeading: t('blog.related').replace('{section}', sectionName),
    related: related.map((other) => ({
      title: other.preview.Title,
      href: other.preview.Url,
      date: other.preview.PublishedDate,
    })),
    back: { label: t('blog.back').replace('{section}', sectionName), href: `/${article.section}` },
    closing: {
      heading: t('blog.closing-heading'),
      text: t('blog.closing-text'),
      cta: { label: t('blog.closing-cta'), href: REQUEST_A_QUOTE_PATH },
    },
  };
  // In the canvas the blog post entry is edited in place: its markers around the article, its title and author editable.
  const { author } = article;
  const entry = entryAsComponent(
    { id: article.preview.EntryID, type: BLOG_POST_TYPE },
    {
      title: article.preview.Title,
      ...(author ? { authorName: author.nameOfAuthor } : {}),
      ...(author?.title ? { authorTitle: author.title } : {}),
    },
  );
  return (
    <EntryMarkers entry={entry} editing={context.editing}>
      <BlogPost
        article={article}
        title={entryText(entry, 'title', context.editing)}
        authorName={entryText(entry, 'authorName', context.editing)}
        authorTitle={entryText(entry, 'authorTitle', context.editing)}
        shareItems={shareItems}
        labels={labels}
        around={around}
        contents={toc.length ? <TableOfContents label={t('toc.label')} links={toc} /> : null}
        body={<BlogBlocks blocks={article.blocks} context={context} anchors={new Map(toc.map((e) => [e.key, e.id]))} />}
      />
      <JsonLd data={jsonLd} />
    </EntryMarkers>
  );
}

async function ArticlePage({ section, params }: Props & { section: BlogSection }) {
  return <ArticleView {...await loadArticle(section, await params, await requestReadMode())} />;
}

/** The route exports of a section's article pages (/{section}/{category}/{slug}), re-exported by its page.tsx. */
export function articleRoute(section: BlogSection) {
  return {
    generateStaticParams: () => articleStaticParams(section),
    generateMetadata: async ({ params }: Props) => articleMetadata(section, await params, await requestReadMode()),
    Page: (props: Props) => <ArticlePage section={section} {...props} />,
  };
}
