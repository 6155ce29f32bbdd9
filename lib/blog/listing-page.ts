import { enhance, EnhancerBuilder, type ComponentInstance } from '@uniformdev/canvas';

const LISTING_TYPE = 'blogListing';
const PAGE_KEY = 'listingPage';

/**
 * The listing route's page number, handed to the one widget that reads it: a copy of the composition whose
 * `blogListing` components carry it as enhancer data (`component.data`, which Uniform reserves for values added on
 * the server, never set by the CMS). The cached composition itself is left alone.
 */
export async function withListingPage<Composition extends ComponentInstance>(composition: Composition, page: number) {
  const copy = structuredClone(composition);
  const enhancers = new EnhancerBuilder().component(LISTING_TYPE, (builder) => builder.data(PAGE_KEY, () => page));
  await enhance({ composition: copy, enhancers, context: {} });
  return copy;
}

/** The page number a listing component was given by its route; 1 on the listing's own path. */
export function listingPageOf(component: ComponentInstance): number {
  const page = component.data?.[PAGE_KEY];
  return typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1;
}
