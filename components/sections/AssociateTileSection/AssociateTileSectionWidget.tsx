import type { WidgetProps } from '../../types';
import { headingParam, imageParam, textParam } from '@/lib/render/params';
import { bandFields, ctaParam, headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { AssociateTile } from './AssociateTile';
import { AssociateTileSection } from './AssociateTileSection';

/** CMS layer of the associate tile section: heading, headingType, content, backgroundColor, anchor; slot `tiles`. */
export function AssociateTileSectionWidget({ component, context, renderSlot, nested }: WidgetProps) {
  return (
    <AssociateTileSection
      {...headingFields(component, context, 'h2')}
      {...bandFields(component)}
      content={richTextNode(component, 'content', context)}
      tiles={renderSlot('tiles')}
      nested={nested}
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
      name={textNode(component, 'name', context)}
      nameLevel={headingParam(component, 'nameType', 'h3')}
      title={textNode(component, 'title', context)}
      description={textNode(component, 'description', context)}
      link={ctaParam(component, 'link', context, textNode(component, 'name', context))}
    />
  );
}
