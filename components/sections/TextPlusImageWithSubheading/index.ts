export { TextPlusImageWithSubheadingWidget } from './TextPlusImageWithSubheadingWidget';
export { TextPlusImageWithSubheading, type TextPlusImageWithSubheadingProps } from './TextPlusImageWithSubheading';
