import type { WidgetProps } from '../types';
import { enumParam, headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { AssociateTile } from './AssociateTile';
import { AssociateTileSection } from './AssociateTileSection';

/** CMS layer of the associate tile section: heading, headingType, content, backgroundColor, anchor; slot `tiles`. */
export function AssociateTileSectionWidget({ component, context, slots, nested }: WidgetProps) {
  return (
    <AssociateTileSection
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      tiles={slots.tiles ?? []}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
      context={context}
    />
  );
}

/** CMS layer of one tile: image, name, nameType, title (job title), description, link. */
export function AssociateTileWidget({ component, context }: WidgetProps) {
  const name = textParam(component, 'name');
  if (!name) return null;
  return (
    <AssociateTile
      image={imageParam(component, 'image')}
      name={name}
      nameLevel={headingParam(component, 'nameType', 'h3')}
      title={textParam(component, 'title')}
      description={textParam(component, 'description')}
      link={linkEntryParam(component, 'link')}
      context={context}
    />
  );
}
