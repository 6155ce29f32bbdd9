import type { WidgetProps } from '../types';
import { imageParam, linkEntryListParam } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { navLinks, richTextNode, textNode, toCta, translated } from '../shared/widget-fields';
import { Footer, type FooterColumn, type FooterLabels, type SocialLink } from './Footer';
import type { SocialNetwork } from './SocialIcon';

const FOOTER_LABEL_KEYS: Record<keyof FooterLabels, string> = {
  social: 'footer.social',
  legal: 'footer.legal',
  cookiePreferences: 'footer.cookie-preferences',
};

function columns(value: unknown, context: RenderContext): FooterColumn[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { title?: string; links?: LinkEntry[]; cardCopy?: string } => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      title: item.title ?? '',
      links: navLinks(Array.isArray(item.links) ? item.links : [], context),
      cardCopy: item.cardCopy,
    }));
}

/** Social links always open a new tab; the label names the network and says so. */
function socialLinks(entries: (LinkEntry & { icon?: SocialNetwork })[], context: RenderContext): SocialLink[] {
  return entries.flatMap((entry) => {
    const cta = toCta({ ...entry, targetAction: '_blank' }, context);
    if (!cta) return [];
    return [{ href: cta.href, rel: cta.rel, label: `${entry.linkTitle} ${cta.newTabNote}`, icon: entry.icon }];
  });
}

/** CMS layer of the global footer (SPEC §3 footer parameters). */
export function FooterWidget({ component, context }: WidgetProps) {
  return (
    <Footer
      logo={imageParam(component, 'logo')}
      description={textNode(component, 'description')}
      socialLinks={socialLinks(linkEntryListParam(component, 'socialLinks'), context)}
      columns={columns(component.parameters?.mainNavigationLinks?.value, context)}
      copyright={richTextNode(component, 'copyrighttext', context)}
      disclaimer={richTextNode(component, 'disclaimer', context)}
      bottomLinks={navLinks(linkEntryListParam(component, 'bottomLinks'), context)}
      brandName={context.settings.brandName}
      labels={translated(FOOTER_LABEL_KEYS, context)}
    />
  );
}
