import { articleRoute } from '@/app/_page/article-route';

/** /learning-center/{category}/{slug}: prerendered for every article; any other slug is a 404. */
export const dynamicParams = false;
const route = articleRoute('learning-center');
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
