import { listingPageRoute } from '@/app/_page/listing-page';

/** Page N of a Spanish blog listing, the posts enabled in es-US (app/_page/listing-page.tsx). */
const route = listingPageRoute('es-US');
export const dynamicParams = true;
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
