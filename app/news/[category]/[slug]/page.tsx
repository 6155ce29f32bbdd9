import { ArticlePage, articleMetadata, articleStaticParams, type ArticleParams } from '@/components/BlogPost/ArticlePage';

/** /news/{category}/{slug}: prerendered for every article; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return articleStaticParams('news');
}

export function generateMetadata(props: ArticleParams) {
  return articleMetadata('news', props);
}

export default function Page(props: ArticleParams) {
  return <ArticlePage section="news" {...props} />;
}
