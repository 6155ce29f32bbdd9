import { articleRoute } from '@/app/_page/article-route';

/** /news/{category}/{slug}: prerendered for every article; any other slug is a 404. */
export const dynamicParams = false;
const route = articleRoute('news');
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
