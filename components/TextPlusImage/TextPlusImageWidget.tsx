import type { WidgetProps } from '../types';
import { enumParam, headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { COLUMN_LAYOUTS, type ColumnSizing } from '@/lib/constants';
import { BACKGROUNDS } from '../shared/Section';
import { TextPlusImage } from './TextPlusImage';

const SIZINGS = Object.keys(COLUMN_LAYOUTS) as ColumnSizing[];

/** CMS layer of text plus image (SPEC §3: imagePosition, backgroundColor, columnSizing, media, link). */
export function TextPlusImageWidget({ component, context, nested }: WidgetProps) {
  return (
    <TextPlusImage
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      media={imageParam(component, 'media')}
      link={linkEntryParam(component, 'link')}
      imagePosition={enumParam(component, 'imagePosition', ['left', 'right'] as const, 'left')}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      columnSizing={enumParam(component, 'columnSizing', SIZINGS, 'default')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
      context={context}
    />
  );
}
