import type { WidgetProps } from '../../types';
import { boolParam, enumParam, imageParam } from '@/lib/render/params';
import { bandFields, ctaParam, headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { COLUMN_SIZINGS } from '../TextPlusImage/TextPlusImageWidget';
import { SUBHEADER_COLORS, TextPlusImageWithSubheading } from './TextPlusImageWithSubheading';

/** CMS layer: every field docs/behaviour.md#content-model lists for textPlusImageWithSubheading; backgroundColor defaults to transparent. */
export function TextPlusImageWithSubheadingWidget({ component, context, nested }: WidgetProps) {
  const subheading = headingFields(component, context, 'h3', 'subHeading');
  return (
    <TextPlusImageWithSubheading
      {...headingFields(component, context, 'h2')}
      title={textNode(component, 'title', context)}
      underlineHeading={boolParam(component, 'shouldUnderlineHeading')}
      subHeading={subheading.heading}
      subHeadingLevel={subheading.headingLevel}
      subheadingOverride={richTextNode(component, 'subheadingOverride', context)}
      subheaderColor={enumParam(component, 'subheaderFontColor', SUBHEADER_COLORS, 'green')}
      content={richTextNode(component, 'content', context)}
      media={imageParam(component, 'media')}
      underlineUnderImage={boolParam(component, 'underlineUnderImage')}
      link={ctaParam(component, 'link', context)}
      linkType={enumParam(component, 'linkType', ['button', 'link'] as const, 'button')}
      imagePosition={enumParam(component, 'imagePosition', ['left', 'right'] as const, 'left')}
      columnSizing={enumParam(component, 'columnSizing', COLUMN_SIZINGS, 'default')}
      background={bandFields(component).background}
      nested={nested}
    />
  );
}
