import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { getGlobalComposition, getSiteSettings } from '@/lib/content';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { renderComponent } from '@/components/Composition/renderComponent';
import { CanvasEditingBridge } from '@/lib/editing/CanvasEditingBridge.client';
import { canvasOrigin } from '@/lib/serve/csp-sources';
import { Integrations } from '@/components/Integrations/Integrations';
import { siteOrigin } from '@/lib/canonical';
import { SupportIdFiller } from '@/components/SupportId/SupportIdFiller.client';
import { EarlyClicksScript } from '@/components/EarlyClicks/EarlyClicksScript';
import { LaterBand } from '@/components/shared/LaterBand';
import { BrandLogoSymbol } from '@/components/Header/BrandLogo';
import { brandSans, brandSerif } from './fonts';
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
  const mode = await requestReadMode();
  // The request's read mode: drafts in preview, and in the canvas editor its unsaved state. The header and footer are
  // compositions of their own, not the one open in the canvas, so they carry no editor markers: every marker on the
  // page belongs to the composition being edited (ids the canvas does not know would select nothing).
  const [{ context }, header, footer] = await Promise.all([
    loadFrame('', mode),
    getGlobalComposition('global-header', mode.preview, mode.editing),
    getGlobalComposition('global-footer', mode.preview, mode.editing),
  ]);
  const sharedFrameContext = { ...context, editing: false };
  return (
    <html lang="en-US" className={`${brandSans.variable} ${brandSerif.variable}`}>
      <body>
        <EarlyClicksScript preview={mode.preview} />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <BrandLogoSymbol />
        {header ? renderComponent(header, sharedFrameContext) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer && mode.editing ? renderComponent(footer, sharedFrameContext) : null}
        {footer && !mode.editing ? <LaterBand>{renderComponent(footer, sharedFrameContext)}</LaterBand> : null}
        <Integrations context={{ ...context, editing: false }} />
        {/* One child either way, so a published page's payload stays exactly what it was without editing. */}
        {mode.editing ? (
          <>
            <SupportIdFiller />
            <CanvasEditingBridge configuredHost={canvasOrigin(process.env)} />
          </>
        ) : (
          <SupportIdFiller />
        )}
      </body>
    </html>
  );
}
