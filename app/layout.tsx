import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { getGlobalComposition, getSiteSettings } from '@/lib/content';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { renderComponent } from '@/components/Composition/renderComponent';
import { Integrations } from '@/components/Integrations/Integrations';
import { siteOrigin } from '@/lib/canonical';
import { SupportIdFiller } from '@/components/SupportId/SupportIdFiller.client';
import { sans, serif } from './fonts';
import '@/styles/globals.scss';

export const viewport: Viewport = { themeColor: '#235a3d', width: 'device-width', initialScale: 1 };

export async function generateMetadata() {
  const settings = await getSiteSettings((await requestReadMode()).preview);
  return {
    metadataBase: new URL(siteOrigin(settings.siteHost)),
    applicationName: settings.brandName,
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/favicon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { preview } = await requestReadMode();
  // Drafts in preview, but no editor markers: the canvas edits the page's composition, not the header or footer.
  const [{ context }, header, footer] = await Promise.all([
    loadFrame('', { preview, editing: false }),
    getGlobalComposition('global-header', preview),
    getGlobalComposition('global-footer', preview),
  ]);
  return (
    <html lang="en-US" className={`${sans.variable} ${serif.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {header ? renderComponent(header, context) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer ? renderComponent(footer, context) : null}
        <Integrations context={context} />
        <SupportIdFiller />
      </body>
    </html>
  );
}
