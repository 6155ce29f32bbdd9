import { listingPageRoute } from '@/app/_page/listing-page';

/** Page N of an English blog listing (app/_page/listing-page.tsx). */
const route = listingPageRoute('en-US');
export const dynamicParams = true;
export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
