import type { WidgetProps } from '../types';
import { imageParam } from '@/lib/params';
import { headingFields, richTextNode, textNode } from '../shared/widget-fields';
import { slotLinks } from '../shared/link-slots';
import { QuoteHero } from './QuoteHero';

/**
 * CMS layer of the quote hero (docs/behaviour.md#content-model: heroDesktopImage, heroMobileImage, heading, headingType, headingOverride,
 * quote, personQuoted, location, links).
 */
export function QuoteHeroWidget({ component, context }: WidgetProps) {
  return (
    <QuoteHero
      {...headingFields(component, 'h1')}
      desktopImage={imageParam(component, 'heroDesktopImage')}
      mobileImage={imageParam(component, 'heroMobileImage')}
      headingOverride={richTextNode(component, 'headingOverride', context)}
      quote={textNode(component, 'quote')}
      personQuoted={textNode(component, 'personQuoted')}
      location={textNode(component, 'location')}
      links={slotLinks(component, 'links', context)}
    />
  );
}
