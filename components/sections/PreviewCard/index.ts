export { PreviewCardWidget } from './PreviewCardWidget';
export { PreviewCard, type PreviewCardProps } from './PreviewCard';
