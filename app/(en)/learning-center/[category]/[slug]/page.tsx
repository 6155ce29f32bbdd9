import { articleRoute } from '@/app/_page/article-route';

/**
 * /learning-center/{category}/{slug}: prerendered for every article at build; an article published later renders on
 * demand and is cached under the same tags. Any other slug is a 404, never stored (page-cache-handler.mjs).
 */
export const dynamicParams = true;
const route = articleRoute('learning-center');
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
