export { FaqWidget } from './FaqWidget';
export { Faq, type FaqProps } from './Faq';
