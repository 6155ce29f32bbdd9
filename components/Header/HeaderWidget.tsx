import type { WidgetProps } from '../types';
import { imageParam, linkEntryListParam, textParam } from '@/lib/params';
import { ctaParam, navLinks, translated } from '../shared/widget-fields';
import { Header, type HeaderLabels } from './Header';

const HEADER_LABEL_KEYS: Record<keyof HeaderLabels, string> = {
  call: 'header.call',
  callLabel: 'header.call-label',
  mainNav: 'header.main-nav',
  utilityNav: 'header.utility-nav',
  siteAlert: 'header.site-alert',
  menu: 'header.menu',
  menuTitle: 'header.menu-title',
  closeMenu: 'header.close-menu',
};

/** CMS layer: reads the header parameters of SPEC §3 and hands plain props to the display layer. */
export function HeaderWidget({ component, context }: WidgetProps) {
  return (
    <Header
      name={textParam(component, 'name') ?? context.settings.brandName}
      logo={imageParam(component, 'logo')}
      mainLinks={navLinks(linkEntryListParam(component, 'mainLinks'), context)}
      upperLinks={navLinks(linkEntryListParam(component, 'upperLinks'), context)}
      loginLink={ctaParam(component, 'loginLink', context)}
      mobileContactUs={ctaParam(component, 'mobileContactUs', context)}
      requestAQuoteButton={ctaParam(component, 'requestAQuoteButton', context)}
      phoneNumber={textParam(component, 'phoneNumber') ?? context.settings.phoneNumber}
      labels={translated(HEADER_LABEL_KEYS, context)}
    />
  );
}
