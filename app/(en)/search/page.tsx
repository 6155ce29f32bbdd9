import { searchRoute } from '@/app/_page/search-page';

/** Site search over the English pages and posts (app/_page/search-page.tsx). */
const route = searchRoute('en-US');
export const { generateMetadata } = route;
export default route.Page;
