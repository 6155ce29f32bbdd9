import type { WidgetProps } from '../types';
import { headingParam, imageParam, linkEntryListParam, richTextParam, textParam } from '@/lib/params';
import { BioHero } from './BioHero';

/** CMS layer of the bio hero: portrait, name, nameType, title (job title), bio, links (contact links). */
export function BioHeroWidget({ component, context }: WidgetProps) {
  return (
    <BioHero
      portrait={imageParam(component, 'portrait')}
      name={textParam(component, 'name')}
      nameLevel={headingParam(component, 'nameType', 'h1')}
      title={textParam(component, 'title')}
      bio={richTextParam(component, 'bio')}
      links={linkEntryListParam(component, 'links')}
      context={context}
    />
  );
}
