export { QuoteWidget } from './QuoteWidget';
export { Quote, type QuoteProps } from './Quote';
