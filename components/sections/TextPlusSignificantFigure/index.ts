export { TextPlusSignificantFigureWidget } from './TextPlusSignificantFigureWidget';
export { TextPlusSignificantFigure, type TextPlusSignificantFigureProps } from './TextPlusSignificantFigure';
