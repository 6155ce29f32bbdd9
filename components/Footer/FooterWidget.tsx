import type { WidgetProps } from '../types';
import { imageParam, linkEntryListParam, richTextParam, textParam } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import { Footer, type FooterColumn, type SocialLink } from './Footer';

function columns(value: unknown): FooterColumn[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { title?: string; links?: LinkEntry[]; cardCopy?: string } => Boolean(item) && typeof item === 'object')
    .map((item) => ({ title: item.title ?? '', links: Array.isArray(item.links) ? item.links : [], cardCopy: item.cardCopy }));
}

/** CMS layer of the global footer (SPEC §3 footer parameters). */
export function FooterWidget({ component, context }: WidgetProps) {
  return (
    <Footer
      logo={imageParam(component, 'logo')}
      description={textParam(component, 'description')}
      socialLinks={linkEntryListParam(component, 'socialLinks') as SocialLink[]}
      columns={columns(component.parameters?.mainNavigationLinks?.value)}
      copyright={richTextParam(component, 'copyrighttext')}
      disclaimer={richTextParam(component, 'disclaimer')}
      bottomLinks={linkEntryListParam(component, 'bottomLinks')}
      context={context}
    />
  );
}
