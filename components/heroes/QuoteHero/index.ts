export { QuoteHeroWidget } from './QuoteHeroWidget';
export { QuoteHero, type QuoteHeroProps } from './QuoteHero';
