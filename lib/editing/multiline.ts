/**
 * The text parameters whose definitions are multiline (`typeConfig.multiline` in content/component), by component
 * type: the canvas edits them in place with line breaks (`isMultiline`, `data-uniform-is-multiline`). Kept equal to
 * the definitions by tests/unit/component-definitions.test.ts.
 */
export const MULTILINE_TEXT_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  aeSearch: ['helperText', 'stateRequired'],
  footer: ['description'],
  formField: ['helpText'],
  hero: ['description'],
  previewCard: ['description'],
  publicationHero: ['summary'],
  quote: ['quote'],
  quoteHero: ['quote'],
  quoteLookup: ['nextSteps'],
  shortQuote: ['quote'],
  significantFigure: ['disclaimer'],
  testimonial: ['quote'],
  textPlusSignificantFigure: ['disclaimer'],
};

export const isMultilineText = (type: string, parameterId: string) =>
  MULTILINE_TEXT_PARAMETERS[type]?.includes(parameterId) ?? false;
