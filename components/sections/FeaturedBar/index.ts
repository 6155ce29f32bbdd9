export { FeaturedBarWidget } from './FeaturedBarWidget';
export { FeaturedBar, type FeaturedBarProps } from './FeaturedBar';
