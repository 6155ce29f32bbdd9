import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { getGlobalComposition, getSiteSettings } from '@/lib/content';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import type { ComponentInstance } from '@uniformdev/canvas';
import { CanvasEditingBridge, LiveComposition } from '@/components/editing/CanvasEditingBridge/lazy-editing.client';
import { editingHelperUrl } from '@/lib/editing/helper';
import { renderEditedComposition } from '@/app/_editing/render-action';
import { SITE_PARTS, type SitePart } from '@/lib/editing/request-mode';
import { canvasOrigin } from '@/lib/csp/sources';
import { Integrations } from '@/components/integrations/Integrations/Integrations';
import { siteOrigin } from '@/lib/seo/canonical';
import { SupportIdFiller } from '@/components/layout/SupportId/SupportIdFiller.client';
import { LateFonts } from '@/components/layout/LateFonts/LateFonts.client';
import { EarlyClicksScript } from '@/components/layout/EarlyClicks/EarlyClicksScript';
import { LaterBand } from '@/components/shared/LaterBand';
import { BrandLogoSymbol } from '@/components/layout/Header/BrandLogo';
import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/i18n/locales';
import { brandSans, brandSerif } from '@/app/fonts';
import '@/styles/globals.scss';
import { environment } from '@/lib/settings';

export const siteViewport: Viewport = { themeColor: '#235a3d', width: 'device-width', initialScale: 1 };

export async function siteMetadata(locale: SiteLocale = DEFAULT_LOCALE) {
  const settings = await getSiteSettings((await requestReadMode()).preview, locale);
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

/**
 * Each locale's root layout (`app/(en)`, `app/(es)`): a root layout of its own per locale, so `<html lang>`, the header
 * and the footer are the locale's in the prerendered HTML, and moving between languages is a full page load (Next's
 * rule between root layouts), never a header left in the other language.
 */
export async function SiteFrame({ children, locale }: { children: ReactNode; locale: SiteLocale }) {
  const mode = await requestReadMode();
  // The request's read mode: drafts in preview, and in the canvas editor its unsaved state. The header and footer are
  // compositions of their own: they carry editor markers only when the canvas has that part open (the page is then a
  // plain shell), so every marker on the page belongs to the composition being edited (docs/editing.md).
  const [{ context }, header, footer] = await Promise.all([
    loadFrame('', mode, locale),
    getGlobalComposition(SITE_PARTS.header, mode.preview, mode.editing, locale),
    getGlobalComposition(SITE_PARTS.footer, mode.preview, mode.editing, locale),
  ]);
  const renderPart = (part: SitePart, composition: ComponentInstance) => {
    const editing = mode.editing && mode.sitePart === part;
    const rendered = renderComponent(composition, { ...context, editing });
    if (!editing || !composition._id) return rendered;
    return (
      <LiveComposition
        compositionId={composition._id}
        path="/"
        helperUrl={editingHelperUrl(environment())}
        render={renderEditedComposition}
      >
        {rendered}
      </LiveComposition>
    );
  };
  return (
    <html lang={locale} className={`${brandSans.variable} ${brandSerif.variable}`}>
      <body>
        <EarlyClicksScript preview={mode.preview} />
        <a className="skip-link" href="#main">
          {context.t('layout.skip-link')}
        </a>
        <BrandLogoSymbol />
        {header ? renderPart('header', header) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer && mode.editing ? renderPart('footer', footer) : null}
        {footer && !mode.editing ? <LaterBand>{renderPart('footer', footer)}</LaterBand> : null}
        <Integrations context={{ ...context, editing: false }} />
        <LateFonts />
        {/* One child either way, so a published page's payload stays exactly what it was without editing. */}
        {mode.editing ? (
          <>
            <SupportIdFiller />
            <CanvasEditingBridge configuredHost={canvasOrigin(environment())} />
          </>
        ) : (
          <SupportIdFiller />
        )}
      </body>
    </html>
  );
}
