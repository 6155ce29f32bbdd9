export { AssociateTileSectionWidget, AssociateTileWidget } from './AssociateTileSectionWidget';
export { AssociateTileSection, type AssociateTileSectionProps } from './AssociateTileSection';
export { AssociateTile, type AssociateTileProps } from './AssociateTile';
