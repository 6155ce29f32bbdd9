import { ArticlePage, articleMetadata, articleStaticParams, type ArticleParams } from '@/components/BlogPost/ArticlePage';

/** /learning-center/{category}/{slug}: prerendered for every article; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return articleStaticParams('learning-center');
}

export function generateMetadata(props: ArticleParams) {
  return articleMetadata('learning-center', props);
}

export default function Page(props: ArticleParams) {
  return <ArticlePage section="learning-center" {...props} />;
}
