import type { WidgetProps } from '../types';
import { headingParam, imageParam, linkEntryListParam, richTextParam, textParam } from '@/lib/params';
import { QuoteHero } from './QuoteHero';

/**
 * CMS layer of the quote hero (SPEC §3: heroDesktopImage, heroMobileImage, heading, headingType, headingOverride,
 * quote, personQuoted, location, links).
 */
export function QuoteHeroWidget({ component, context }: WidgetProps) {
  return (
    <QuoteHero
      desktopImage={imageParam(component, 'heroDesktopImage')}
      mobileImage={imageParam(component, 'heroMobileImage')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h1')}
      headingOverride={richTextParam(component, 'headingOverride')}
      quote={textParam(component, 'quote')}
      personQuoted={textParam(component, 'personQuoted')}
      location={textParam(component, 'location')}
      links={linkEntryListParam(component, 'links')}
      context={context}
    />
  );
}
