import type { WidgetProps } from '../../types';
import { enumParam, imageParam } from '@/lib/render/params';
import { ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { MediaBanner } from './MediaBanner';

/** CMS layer of the media banner: media, heading, headingType, content, link, textPosition (left or center). */
export function MediaBannerWidget({ component, context }: WidgetProps) {
  return (
    <MediaBanner
      {...headingFields(component, context, 'h2')}
      media={imageParam(component, 'media')}
      content={richTextNode(component, 'content', context)}
      link={ctaParam(component, 'link', context)}
      textPosition={enumParam(component, 'textPosition', ['left', 'center'] as const, 'left')}
    />
  );
}
