import type { WidgetProps } from '../../types';
import { boolParam, imageParam, linkParam, textParam } from '@/lib/render/params';
import type { RenderContext } from '@/lib/render/context';
import type { ComponentInstance } from '@uniformdev/canvas';
import { navLinks, richTextNode, textNode, toCta } from '../../shared/widget-fields';
import { slotComponents, slotLinks } from '../../shared/link-slots';
import { Footer, type FooterColumn, type FooterLabels, type SocialLink } from './Footer';
import { SOCIAL_NETWORKS, type SocialNetwork } from './SocialIcon';

/** The `navigationColumn` components of the footer: a title and a slot of links each. */
function columns(footer: ComponentInstance, context: RenderContext): FooterColumn[] {
  return slotComponents(footer, 'mainNavigationLinks', 'navigationColumn').map((column) => ({
    title: textParam(column, 'title') ?? '',
    links: navLinks(slotLinks(column, 'links', context), context),
    cardCopy: textParam(column, 'cardCopy'),
  }));
}

const isSocialNetwork = (value: string | undefined): value is SocialNetwork =>
  SOCIAL_NETWORKS.some((network) => network === value);

/** Social links always open a new tab; the label names the network and says so. */
function socialLinks(footer: ComponentInstance, context: RenderContext): SocialLink[] {
  return slotComponents(footer, 'socialLinks', 'socialLink').flatMap((social) => {
    const label = textParam(social, 'label');
    const cta = toCta(
      { link: linkParam(social, 'link'), targetAction: '_blank', noFollow: boolParam(social, 'noFollow') },
      context,
      label,
    );
    if (!cta) return [];
    const icon = textParam(social, 'icon');
    return [
      {
        href: cta.href,
        rel: cta.rel,
        label: `${label} ${cta.newTabNote}`,
        icon: isSocialNetwork(icon) ? icon : undefined,
      },
    ];
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
      socialLinks={socialLinks(component, context)}
      columns={columns(component, context)}
      copyright={richTextNode(component, 'copyrighttext', context)}
      disclaimer={richTextNode(component, 'disclaimer', context)}
      bottomLinks={navLinks(slotLinks(component, 'bottomLinks', context), context)}
      brandName={context.settings.brandName}
      homeHref={context.resolveLink({ type: 'url', path: '/' })?.href ?? '/'}
      homeLabel={
        context.t('header.home') === 'header.home'
          ? undefined
          : context.t('header.home').replace('{name}', context.settings.brandName)
      }
      labels={footerLabels(context.t)}
    />
  );
}
