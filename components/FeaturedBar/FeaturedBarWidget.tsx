import type { WidgetProps } from '../types';
import { enumParam, headingParam, linkEntryParam, textParam } from '@/lib/params';
import { FeaturedBar } from './FeaturedBar';

/** CMS layer of the featured bar: heading, headingType, description, primaryLink, secondaryLink, tone. */
export function FeaturedBarWidget({ component, context, nested }: WidgetProps) {
  return (
    <FeaturedBar
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      description={textParam(component, 'description')}
      primaryLink={linkEntryParam(component, 'primaryLink')}
      secondaryLink={linkEntryParam(component, 'secondaryLink')}
      tone={enumParam(component, 'tone', ['green', 'terracotta'] as const, 'green')}
      nested={nested}
      context={context}
    />
  );
}
