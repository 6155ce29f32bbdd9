export { SignificantFiguresWidget, SignificantFigureWidget } from './SignificantFiguresWidget';
export { SignificantFigures, type SignificantFiguresProps } from './SignificantFigures';
export { Figure, type FigureProps } from './Figure';
