import type { WidgetProps } from '../../types';
import { textNode } from '../../shared/widget-fields';
import { imageParam } from '@/lib/render/params';
import { Testimonial } from './Testimonial';

/** CMS layer of the testimonial (docs/behaviour.md#content-model: media, title, quote, quoteSource, location). */
export function TestimonialWidget({ component, context, nested }: WidgetProps) {
  return (
    <Testimonial
      media={imageParam(component, 'media')}
      title={textNode(component, 'title', context)}
      quote={textNode(component, 'quote', context)}
      quoteSource={textNode(component, 'quoteSource', context)}
      location={textNode(component, 'location', context)}
      nested={nested}
    />
  );
}
