import type { WidgetProps } from '../types';
import { boolParam, enumParam, headingLevel, headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { Hero } from './Hero';

export const HERO_SIZES = ['small', 'medium', 'large'] as const;

/** CMS layer of the hero (SPEC §3). */
export function HeroWidget({ component, context }: WidgetProps) {
  return (
    <Hero
      image={imageParam(component, 'heroImage')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h1')}
      headingOverride={richTextParam(component, 'headingOverride')}
      description={textParam(component, 'description')}
      descriptionLevel={headingLevel(textParam(component, 'descriptionType'), 'div')}
      descriptionOverride={richTextParam(component, 'descriptionOverride')}
      link={linkEntryParam(component, 'link')}
      subpage={boolParam(component, 'subpageHero')}
      size={enumParam(component, 'heroSize', HERO_SIZES, 'medium')}
      context={context}
    />
  );
}
