import type { WidgetProps } from '../types';
import { enumParam, headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { MediaBanner } from './MediaBanner';

/** CMS layer of the media banner: media, heading, headingType, content, link, textPosition (left or center). */
export function MediaBannerWidget({ component, context }: WidgetProps) {
  return (
    <MediaBanner
      media={imageParam(component, 'media')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      link={linkEntryParam(component, 'link')}
      textPosition={enumParam(component, 'textPosition', ['left', 'center'] as const, 'left')}
      context={context}
    />
  );
}
