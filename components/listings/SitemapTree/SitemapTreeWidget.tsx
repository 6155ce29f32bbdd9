import type { WidgetProps } from '../../types';
import { titleFields } from '../../shared/widget-fields';
import { buildSitemapTree, splitSitemapColumns } from '@/lib/seo/sitemap-tree';
import { SitemapTree } from './SitemapTree';

/** CMS layer of the HTML sitemap: the site tree from the page index, honouring hideOnSitemapHtml. */
export function SitemapTreeWidget({ component, context }: WidgetProps) {
  const columns = splitSitemapColumns(buildSitemapTree(context.pages));
  return <SitemapTree {...titleFields(component, context, 'h1')} columns={columns} />;
}
