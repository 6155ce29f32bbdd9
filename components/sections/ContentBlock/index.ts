export { ContentBlockWidget } from './ContentBlockWidget';
export { ContentBlock, type ContentBlockProps } from './ContentBlock';
