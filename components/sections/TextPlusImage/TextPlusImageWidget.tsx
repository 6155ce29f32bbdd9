import type { WidgetProps } from '../../types';
import { enumParam, imageParam } from '@/lib/render/params';
import { COLUMN_LAYOUTS, type ColumnSizing } from '@/lib/constants';
import { bandFields, ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { TextPlusImage } from './TextPlusImage';

export const COLUMN_SIZINGS = Object.keys(COLUMN_LAYOUTS) as ColumnSizing[];

/** CMS layer of text plus image (docs/behaviour.md#content-model: imagePosition, backgroundColor, columnSizing, media, link). */
export function TextPlusImageWidget({ component, context, nested }: WidgetProps) {
  return (
    <TextPlusImage
      {...headingFields(component, context, 'h2')}
      {...bandFields(component)}
      content={richTextNode(component, 'content', context)}
      media={imageParam(component, 'media')}
      link={ctaParam(component, 'link', context)}
      imagePosition={enumParam(component, 'imagePosition', ['left', 'right'] as const, 'left')}
      columnSizing={enumParam(component, 'columnSizing', COLUMN_SIZINGS, 'default')}
      nested={nested}
    />
  );
}
