export { BlogPreviewWidget } from './BlogPreviewWidget';
export { BlogPreview, type BlogPreviewProps } from './BlogPreview';
