import type { WidgetProps } from '../types';
import { headingParam, imageParam, linkEntryParam, textParam } from '@/lib/params';
import { PublicationHero } from './PublicationHero';

function dateParam(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** CMS layer: category, heading, headingType, summary, publicationName, publishedDate (ISO), image, link. */
export function PublicationHeroWidget({ component, context }: WidgetProps) {
  return (
    <PublicationHero
      category={textParam(component, 'category')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h1')}
      summary={textParam(component, 'summary')}
      publicationName={textParam(component, 'publicationName')}
      publishedDate={dateParam(textParam(component, 'publishedDate'))}
      image={imageParam(component, 'image')}
      link={linkEntryParam(component, 'link')}
      context={context}
    />
  );
}
