import Link from 'next/link';
import Image from 'next/image';
import type { LinkEntry } from '@/lib/links';
import type { ImageAsset } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { CtaLink } from '../shared/CtaLink';
import { NavLinks } from './NavLinks';
import { HeaderShell } from './HeaderShell.client';
import { MobileMenu } from './MobileMenu.client';
import { SiteAlert } from './SiteAlert';
import styles from './Header.module.scss';

export interface HeaderProps {
  name: string;
  logo?: ImageAsset;
  mainLinks: LinkEntry[];
  upperLinks: LinkEntry[];
  loginLink?: LinkEntry;
  mobileContactUs?: LinkEntry;
  requestAQuoteButton?: LinkEntry;
  phoneNumber: string;
  context: RenderContext;
}

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The global header, fixed at the top: site alert, top bar (upper links, phone, login; desktop only), logo, main
 * links, the request-a-quote button and the mobile menu. A spacer reserves the header's height (75 px on phones,
 * 125 px on desktops, plus the alert) so nothing moves when parts of it hide.
 */
export function Header(props: HeaderProps) {
  const { name, logo, mainLinks, upperLinks, loginLink, mobileContactUs, requestAQuoteButton, phoneNumber, context } = props;
  const { t } = context;
  const phoneLabel = `${t('header.call-label')} ${phoneNumber}`;
  const mobileLinks = (
    <>
      <NavLinks links={mainLinks} context={context} className={styles.mobileLinks} label={t('header.main-nav')} />
      <NavLinks links={upperLinks} context={context} className={styles.mobileLinks} label={t('header.utility-nav')} />
      <div className="d-grid gap-2 mt-3">
        <CtaLink entry={requestAQuoteButton} context={context} />
        <CtaLink entry={mobileContactUs} context={context} variant="outline" />
        <CtaLink entry={loginLink} context={context} variant="text" />
      </div>
    </>
  );
  return (
    <div className={styles.root}>
      <HeaderShell className={styles.header}>
        <SiteAlert label={t('header.site-alert')} fallbackMessage={t('header.site-alert')} />
        <div className={`${styles.topBar} d-none d-lg-flex`} data-header-top-bar="">
          <div className="container d-flex justify-content-end align-items-center gap-4">
            <NavLinks links={upperLinks} context={context} className={styles.upperLinks} label={t('header.utility-nav')} />
            <a className={styles.phone} href={telHref(phoneNumber)} aria-label={phoneLabel}>
              {phoneNumber}
            </a>
            <CtaLink entry={loginLink} context={context} variant="text" className={styles.login} />
          </div>
        </div>
        <div className={styles.mainBar}>
          <div className="container d-flex align-items-center justify-content-between gap-3">
            <Link href="/" className={styles.logo} aria-label={`${name} home`}>
              {logo ? (
                <Image src={logo.url} alt="" width={logo.width} height={logo.height} unoptimized preload loading="eager" />
              ) : (
                <span>{name}</span>
              )}
            </Link>
            <NavLinks links={mainLinks} context={context} className={`${styles.mainLinks} d-none d-lg-flex`} label={t('header.main-nav')} />
            <div className="d-flex align-items-center gap-2">
              <a className={`${styles.phoneButton} d-lg-none btn btn-outline-primary`} href={telHref(phoneNumber)} aria-label={phoneLabel}>
                {t('header.call')}
              </a>
              <span className={styles.quoteSlot} data-request-quote-button="">
                <CtaLink entry={requestAQuoteButton} context={context} className="d-none d-md-inline-block" />
              </span>
              <div className="d-lg-none">
                <MobileMenu
                  label={t('header.menu')}
                  title={t('header.menu-title')}
                  closeLabel={t('header.close-menu')}
                  buttonClassName={`btn btn-primary ${styles.menuButton}`}
                  panelClassName={styles.offcanvas}
                >
                  {mobileLinks}
                </MobileMenu>
                <noscript>
                  <details className={styles.mobileMenu}>
                    <summary className="btn btn-primary">{t('header.menu')}</summary>
                    <div className={styles.mobilePanel}>{mobileLinks}</div>
                  </details>
                </noscript>
              </div>
            </div>
          </div>
        </div>
      </HeaderShell>
      <div className={styles.spacer} aria-hidden="true" />
    </div>
  );
}
