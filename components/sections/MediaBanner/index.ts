export { MediaBannerWidget } from './MediaBannerWidget';
export { MediaBanner, type MediaBannerProps } from './MediaBanner';
