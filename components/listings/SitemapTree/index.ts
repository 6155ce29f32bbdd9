export { SitemapTreeWidget } from './SitemapTreeWidget';
export { SitemapTree } from './SitemapTree';
