import type { WidgetProps } from '../types';
import { imageParam, textParam } from '@/lib/params';
import { Testimonial } from './Testimonial';

/** CMS layer of the testimonial (SPEC §3: media, title, quote, quoteSource, location). */
export function TestimonialWidget({ component, nested }: WidgetProps) {
  return (
    <Testimonial
      media={imageParam(component, 'media')}
      title={textParam(component, 'title')}
      quote={textParam(component, 'quote')}
      quoteSource={textParam(component, 'quoteSource')}
      location={textParam(component, 'location')}
      nested={nested}
    />
  );
}
