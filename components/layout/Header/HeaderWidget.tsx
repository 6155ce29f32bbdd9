import type { WidgetProps } from '../../types';
import { imageParam, textParam } from '@/lib/render/params';
import { ctaParam, navLinks } from '../../shared/widget-fields';
import { slotLinks } from '../../shared/link-slots';
import type { RenderContext } from '@/lib/render/context';
import { Header, type HeaderLabels, type MenuLinks } from './Header';
import { localizedPath, type SiteLocale } from '@/lib/i18n/locales';

function headerLabels(t: RenderContext['t'], locale: SiteLocale): HeaderLabels {
  return {
    call: t('header.call'),
    callLabel: t('header.call-label'),
    mainNav: t('header.main-nav'),
    utilityNav: t('header.utility-nav'),
    siteAlert: t('header.site-alert'),
    menu: t('header.menu'),
    menuTitle: t('header.menu-title'),
    closeMenu: t('header.close-menu'),
    search: { label: t('search.label'), button: t('search.button'), action: localizedPath('/search', locale) },
    language: t('language.label'),
  };
}

/** The logo link's name: "<brand> home", in the page's language ("{name}" in the phrase). */
function homeLabel(context: RenderContext, name: string): string {
  const phrase = context.t('header.home');
  return phrase === 'header.home' ? `${name} home` : phrase.replace('{name}', name);
}

/** The links the header draws both in its desktop bars and in its phone menu. */
function drawnTwice(component: WidgetProps['component'], context: RenderContext): MenuLinks {
  return {
    mainLinks: navLinks(slotLinks(component, 'mainLinks', context), context),
    upperLinks: navLinks(slotLinks(component, 'upperLinks', context), context),
    loginLink: ctaParam(component, 'loginLink', context),
    requestAQuoteButton: ctaParam(component, 'requestAQuoteButton', context),
  };
}

/**
 * CMS layer: reads the header parameters of docs/behaviour.md#content-model and hands plain props to the display layer.
 * In the canvas the phone menu's copies are plain, so each link's markers and attributes appear once (the desktop's).
 */
export function HeaderWidget({ component, context }: WidgetProps) {
  const name = textParam(component, 'name') ?? context.settings.brandName;
  return (
    <Header
      name={name}
      logo={imageParam(component, 'logo')}
      {...drawnTwice(component, context)}
      menuLinks={context.editing ? drawnTwice(component, { ...context, editing: false }) : undefined}
      mobileContactUs={ctaParam(component, 'mobileContactUs', context)}
      phoneNumber={textParam(component, 'phoneNumber') ?? context.settings.phoneNumber}
      labels={{ ...headerLabels(context.t, context.locale), home: homeLabel(context, name) }}
      languages={context.languages}
      homeHref={context.resolveLink({ type: 'url', path: '/' })?.href ?? '/'}
    />
  );
}
