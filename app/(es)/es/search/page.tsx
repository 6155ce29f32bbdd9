import { searchRoute } from '@/app/_page/search-page';

/** Site search over the Spanish pages and posts only (those enabled in es-US), in Spanish (app/_page/search-page.tsx). */
const route = searchRoute('es-US');
export const { generateMetadata } = route;
export default route.Page;
