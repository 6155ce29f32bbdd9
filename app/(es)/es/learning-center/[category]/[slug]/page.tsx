import { articleRoute } from '@/app/_page/article-route';

/**
 * /es/learning-center/{category}/{slug}: every article enabled for Spanish (its entry's `_locales`), prerendered; an
 * English-only article is a 404 here, never stored (page-cache-handler.mjs), so no page mixes languages.
 */
export const dynamicParams = true;
const route = articleRoute('learning-center', 'es-US');
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
