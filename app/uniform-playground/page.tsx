import { notFound } from 'next/navigation';
import { getCompositionById } from '@/lib/content';
import { getBlogArticles } from '@/lib/blog/data';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { PLAYGROUND_PATH } from '@/lib/integrations/playground';
import { renderComponent } from '@/components/Composition/renderComponent';
import { CanvasEditingBridge } from '@/components/Integrations/CanvasEditingBridge.client';
import { ArticleView } from '@/app/_page/article-route';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/**
 * The canvas playground (preview only, a 404 for everyone else): a pattern, a single component or a composition
 * without a page, by `id`, rendered alone with the editor's markers; or an entry (a blog post) as its article.
 */
export default async function PlaygroundPage({ searchParams }: Props) {
  const mode = await requestReadMode();
  const { id } = await searchParams;
  if (!mode.preview || typeof id !== 'string' || !id) notFound();
  const [composition, frame] = await Promise.all([
    getCompositionById(id, mode.editing),
    loadFrame(PLAYGROUND_PATH, mode),
  ]);
  const bridge = mode.editing ? <CanvasEditingBridge /> : null;
  if (composition) {
    return (
      <>
        {renderComponent(composition, frame.context)}
        {bridge}
      </>
    );
  }
  const article = (await getBlogArticles(true)).find((candidate) => candidate.preview.EntryID === id);
  if (!article) notFound();
  return (
    <>
      <ArticleView {...frame} article={article} jsonLd={[]} />
      {bridge}
    </>
  );
}
