export { DoubleContentBlockSectionWidget } from './DoubleContentBlockSectionWidget';
export { DoubleContentBlockSection, COLUMN_ORIENTATIONS, type ColumnOrientation } from './DoubleContentBlockSection';
