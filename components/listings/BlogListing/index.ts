export { BlogListingWidget, listingLabels } from './BlogListingWidget';
export { BlogListing, type BlogListingProps, type BlogListingLabels } from './BlogListing';
