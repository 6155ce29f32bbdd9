export { PageIntroWidget } from './PageIntroWidget';
export { PageIntro, type PageIntroProps } from './PageIntro';
