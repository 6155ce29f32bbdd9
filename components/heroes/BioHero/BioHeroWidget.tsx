import type { WidgetProps } from '../../types';
import { headingParam, imageParam, textParam } from '@/lib/render/params';
import { richTextNode, textNode } from '../../shared/widget-fields';
import { slotLinks } from '../../shared/link-slots';
import { BioHero } from './BioHero';

/** CMS layer of the bio hero: portrait, name, nameType, title (job title), bio, links (contact links). */
export function BioHeroWidget({ component, context }: WidgetProps) {
  if (!textParam(component, 'name')) return null;
  return (
    <BioHero
      portrait={imageParam(component, 'portrait')}
      name={textNode(component, 'name', context)}
      nameLevel={headingParam(component, 'nameType', 'h1')}
      title={textNode(component, 'title', context)}
      bio={richTextNode(component, 'bio', context)}
      links={slotLinks(component, 'links', context)}
    />
  );
}
