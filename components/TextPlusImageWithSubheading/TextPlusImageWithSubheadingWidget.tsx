import type { WidgetProps } from '../types';
import { boolParam, enumParam, headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { COLUMN_LAYOUTS, type ColumnSizing } from '@/lib/constants';
import { BACKGROUNDS } from '../shared/Section';
import { SUBHEADER_COLORS, TextPlusImageWithSubheading } from './TextPlusImageWithSubheading';

const SIZINGS = Object.keys(COLUMN_LAYOUTS) as ColumnSizing[];

/** CMS layer: every field SPEC §3 lists for textPlusImageWithSubheading; backgroundColor defaults to transparent. */
export function TextPlusImageWithSubheadingWidget({ component, context, nested }: WidgetProps) {
  return (
    <TextPlusImageWithSubheading
      title={textParam(component, 'title')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      underlineHeading={boolParam(component, 'shouldUnderlineHeading')}
      subHeading={textParam(component, 'subHeading')}
      subHeadingLevel={headingParam(component, 'subHeadingType', 'h3')}
      subheadingOverride={richTextParam(component, 'subheadingOverride')}
      subheaderColor={enumParam(component, 'subheaderFontColor', SUBHEADER_COLORS, 'green')}
      content={richTextParam(component, 'content')}
      media={imageParam(component, 'media')}
      underlineUnderImage={boolParam(component, 'underlineUnderImage')}
      link={linkEntryParam(component, 'link')}
      linkType={enumParam(component, 'linkType', ['button', 'link'] as const, 'button')}
      imagePosition={enumParam(component, 'imagePosition', ['left', 'right'] as const, 'left')}
      columnSizing={enumParam(component, 'columnSizing', SIZINGS, 'default')}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      nested={nested}
      context={context}
    />
  );
}
