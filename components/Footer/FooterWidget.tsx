import type { WidgetProps } from '../types';
import { imageParam, linkEntryListParam } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { navLinks, richTextNode, textNode, toCta } from '../shared/widget-fields';
import { Footer, type FooterColumn, type FooterLabels, type SocialLink } from './Footer';
import type { SocialNetwork } from './SocialIcon';

function columns(value: unknown, context: RenderContext): FooterColumn[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is { title?: string; links?: LinkEntry[]; cardCopy?: string } =>
        Boolean(item) && typeof item === 'object',
    )
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

function footerLabels(t: RenderContext['t']): FooterLabels {
  return { social: t('footer.social'), legal: t('footer.legal'), cookiePreferences: t('footer.cookie-preferences') };
}

/** CMS layer of the global footer (docs/behaviour.md#content-model footer parameters). */
export function FooterWidget({ component, context }: WidgetProps) {
  return (
    <Footer
      logo={imageParam(component, 'logo')}
      description={textNode(component, 'description', context)}
      socialLinks={socialLinks(linkEntryListParam(component, 'socialLinks'), context)}
      columns={columns(component.parameters?.mainNavigationLinks?.value, context)}
      copyright={richTextNode(component, 'copyrighttext', context)}
      disclaimer={richTextNode(component, 'disclaimer', context)}
      bottomLinks={navLinks(linkEntryListParam(component, 'bottomLinks'), context)}
      brandName={context.settings.brandName}
      labels={footerLabels(context.t)}
    />
  );
}
