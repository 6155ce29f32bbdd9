export { TextPlusImageWidget } from './TextPlusImageWidget';
export { TextPlusImage, type TextPlusImageProps } from './TextPlusImage';
