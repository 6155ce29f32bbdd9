import type { WidgetProps } from '../types';
import { textNode } from '../shared/widget-fields';
import { imageParam } from '@/lib/params';
import { Testimonial } from './Testimonial';

/** CMS layer of the testimonial (docs/behaviour.md#content-model: media, title, quote, quoteSource, location). */
export function TestimonialWidget({ component, nested }: WidgetProps) {
  return (
    <Testimonial
      media={imageParam(component, 'media')}
      title={textNode(component, 'title')}
      quote={textNode(component, 'quote')}
      quoteSource={textNode(component, 'quoteSource')}
      location={textNode(component, 'location')}
      nested={nested}
    />
  );
}
