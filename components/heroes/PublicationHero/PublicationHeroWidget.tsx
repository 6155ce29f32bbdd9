import type { WidgetProps } from '../../types';
import { imageParam, textParam } from '@/lib/render/params';
import { ctaParam, headingFields, textNode } from '../../shared/widget-fields';
import { PublicationHero } from './PublicationHero';

function dateParam(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** CMS layer: category, heading, headingType, summary, publicationName, publishedDate (ISO), image, link. */
export function PublicationHeroWidget({ component, context }: WidgetProps) {
  return (
    <PublicationHero
      {...headingFields(component, context, 'h1')}
      category={textNode(component, 'category', context)}
      summary={textNode(component, 'summary', context)}
      publicationName={textNode(component, 'publicationName', context)}
      publishedDate={dateParam(textParam(component, 'publishedDate'))}
      publishedLabel={context.t('publication.published')}
      image={imageParam(component, 'image')}
      link={ctaParam(component, 'link', context)}
    />
  );
}
