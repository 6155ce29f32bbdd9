import type { WidgetProps } from '../../types';
import { imageParam } from '@/lib/render/params';
import { headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { slotLinks } from '../../shared/link-slots';
import { QuoteHero } from './QuoteHero';

/**
 * CMS layer of the quote hero (docs/behaviour.md#content-model: heroDesktopImage, heroMobileImage, heading, headingType, headingOverride,
 * quote, personQuoted, location, links).
 */
export function QuoteHeroWidget({ component, context }: WidgetProps) {
  return (
    <QuoteHero
      {...headingFields(component, context, 'h1')}
      desktopImage={imageParam(component, 'heroDesktopImage')}
      mobileImage={imageParam(component, 'heroMobileImage')}
      headingOverride={richTextNode(component, 'headingOverride', context)}
      quote={textNode(component, 'quote', context)}
      personQuoted={textNode(component, 'personQuoted', context)}
      location={textNode(component, 'location', context)}
      links={slotLinks(component, 'links', context)}
    />
  );
}
