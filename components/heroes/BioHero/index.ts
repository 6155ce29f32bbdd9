export { BioHeroWidget } from './BioHeroWidget';
export { BioHero, type BioHeroProps } from './BioHero';
