import type { WidgetProps } from '../../types';
import { enumParam, textParam } from '@/lib/render/params';
import { ctaParam, headingFields, textNode } from '../../shared/widget-fields';
import { FeaturedBar } from './FeaturedBar';

/** CMS layer of the featured bar: heading, headingType, description, primaryLink, secondaryLink, tone. */
export function FeaturedBarWidget({ component, context, nested }: WidgetProps) {
  return (
    <FeaturedBar
      {...headingFields(component, context, 'h2')}
      label={textParam(component, 'heading')}
      description={textNode(component, 'description', context)}
      primaryLink={ctaParam(component, 'primaryLink', context)}
      secondaryLink={ctaParam(component, 'secondaryLink', context)}
      tone={enumParam(component, 'tone', ['green', 'terracotta'] as const, 'green')}
      nested={nested}
    />
  );
}
