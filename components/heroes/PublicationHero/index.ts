export { PublicationHeroWidget } from './PublicationHeroWidget';
export { PublicationHero, type PublicationHeroProps } from './PublicationHero';
