import type { WidgetProps } from '../types';
import { imageParam, linkEntryListParam, linkEntryParam, textParam } from '@/lib/params';
import { Header } from './Header';

/** CMS layer: reads the header parameters of SPEC §3 and hands plain props to the display layer. */
export function HeaderWidget({ component, context }: WidgetProps) {
  return (
    <Header
      name={textParam(component, 'name') ?? context.settings.brandName}
      logo={imageParam(component, 'logo')}
      mainLinks={linkEntryListParam(component, 'mainLinks')}
      upperLinks={linkEntryListParam(component, 'upperLinks')}
      loginLink={linkEntryParam(component, 'loginLink')}
      mobileContactUs={linkEntryParam(component, 'mobileContactUs')}
      requestAQuoteButton={linkEntryParam(component, 'requestAQuoteButton')}
      phoneNumber={textParam(component, 'phoneNumber') ?? context.settings.phoneNumber}
      context={context}
    />
  );
}
