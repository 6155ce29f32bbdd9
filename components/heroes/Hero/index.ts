export { HeroWidget } from './HeroWidget';
export { Hero, type HeroProps } from './Hero';
