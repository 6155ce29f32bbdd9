export { CarouselCardSectionWidget } from './CarouselCardSectionWidget';
export { CarouselCardWidget } from './CarouselCardWidget';
export { CarouselCardSection, type CarouselCardSectionProps } from './CarouselCardSection';
export { CarouselCard, type CarouselCardProps } from './CarouselCard';
