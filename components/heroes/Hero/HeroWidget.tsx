import type { WidgetProps } from '../../types';
import { boolParam, enumParam, headingParam, imageParam } from '@/lib/render/params';
import { ctaParam, headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { Hero } from './Hero';

export const HERO_SIZES = ['small', 'medium', 'large'] as const;

/** CMS layer of the hero (docs/behaviour.md#content-model). */
export function HeroWidget({ component, context }: WidgetProps) {
  return (
    <Hero
      {...headingFields(component, context, 'h1')}
      image={imageParam(component, 'heroImage')}
      headingOverride={richTextNode(component, 'headingOverride', context)}
      description={textNode(component, 'description', context)}
      descriptionLevel={headingParam(component, 'descriptionType', 'div')}
      descriptionOverride={richTextNode(component, 'descriptionOverride', context)}
      link={ctaParam(component, 'link', context)}
      subpage={boolParam(component, 'subpageHero')}
      size={enumParam(component, 'heroSize', HERO_SIZES, 'medium')}
    />
  );
}
