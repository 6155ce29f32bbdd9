import Link from 'next/link';
import { ServerImage } from '../../shared/ServerImage';
import type { ImageAsset } from '@/lib/render/params';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import { NavLinks } from './NavLinks';
import { HeaderShell } from './HeaderShell.client';
import { MobileMenu } from './MobileMenu.client';
import { SiteAlert } from './SiteAlert';
import { BrandLogo, BRAND_LOGO_FILES } from './BrandLogo';
import { SearchBox, type SearchBoxLabels } from '../../listings/SiteSearch/SearchBox';
import type { LanguageChoice } from '@/lib/i18n/counterpart';
import { LanguageSwitch } from './LanguageSwitch.client';
import styles from './Header.module.scss';

/** The links drawn both in the desktop bars and in the phone menu. */
export interface MenuLinks {
  mainLinks: Cta[];
  upperLinks: Cta[];
  loginLink?: Cta;
  /** The other languages the site offers (a link to this page's counterpart in each). */
  languages?: readonly LanguageChoice[];
  /** The home page of the page's own language. */
  homeHref?: string;
  requestAQuoteButton?: Cta;
}

export interface HeaderProps extends MenuLinks {
  name: string;
  logo?: ImageAsset;
  mobileContactUs?: Cta;
  phoneNumber: string;
  labels: HeaderLabels;
  /** The phone menu's own copies of the links (plain ones in the canvas); the desktop's by default. */
  menuLinks?: MenuLinks;
}

export interface HeaderLabels {
  call: string;
  callLabel: string;
  mainNav: string;
  utilityNav: string;
  /** The logo link's name ("Verdance Insurance home"). */
  home?: string;
  /** The language switch's navigation name. */
  language?: string;
  siteAlert: string;
  menu: string;
  menuTitle: string;
  closeMenu: string;
  search: SearchBoxLabels;
}

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The global header, fixed at the top: site alert, top bar (upper links, phone, login, search; desktop only), logo, main
 * links, the request-a-quote button and the mobile menu. A spacer reserves the header's height (75 px on phones,
 * 125 px on desktops, plus the alert) so nothing moves when parts of it hide.
 */
export function Header(props: HeaderProps) {
  const { name, logo, mainLinks, upperLinks, loginLink, mobileContactUs, requestAQuoteButton, phoneNumber, labels } =
    props;
  const menu = props.menuLinks ?? { mainLinks, upperLinks, loginLink, requestAQuoteButton };
  const phoneLabel = `${labels.callLabel} ${phoneNumber}`;
  const languages = props.languages?.length ? (
    <nav aria-label={labels.language} className={styles.languages}>
      {props.languages.map((choice) => (
        <LanguageSwitch key={choice.locale} choice={choice} />
      ))}
    </nav>
  ) : null;
  const mobileLinks = (
    <>
      <SearchBox labels={labels.search} className={styles.mobileSearch} placeholder={labels.search.label} />
      <NavLinks links={menu.mainLinks} className={styles.mobileLinks} label={labels.mainNav} />
      <NavLinks links={menu.upperLinks} className={styles.mobileLinks} label={labels.utilityNav} />
      {languages}
      <div className="d-grid gap-2 mt-3">
        <CtaLink cta={menu.requestAQuoteButton} />
        <CtaLink cta={mobileContactUs} variant="outline" />
        <CtaLink cta={menu.loginLink} variant="text" />
      </div>
    </>
  );
  return (
    <div className={styles.root}>
      <HeaderShell className={styles.header}>
        <SiteAlert label={labels.siteAlert} fallbackMessage={labels.siteAlert} />
        <div className={`${styles.topBar} d-none d-lg-flex`} data-header-top-bar="">
          <div className={`container d-flex justify-content-end align-items-center ${styles.topBarRow}`}>
            <NavLinks links={upperLinks} className={styles.upperLinks} label={labels.utilityNav} />
            {languages}
            <a className={styles.phone} href={telHref(phoneNumber)} aria-label={phoneLabel}>
              {phoneNumber}
            </a>
            <CtaLink cta={loginLink} variant="text" className={styles.login} />
            <SearchBox labels={labels.search} className={styles.topSearch} placeholder={labels.search.label} />
          </div>
        </div>
        <div className={styles.mainBar}>
          <div className="container d-flex align-items-center justify-content-between gap-3">
            {/* Not prefetched: on the home page it is the page itself, and elsewhere home is one tap away anyway. */}
            <Link
              href={props.homeHref ?? '/'}
              prefetch={false}
              className={styles.logo}
              aria-label={labels.home ?? `${name} home`}
            >
              {!logo ? (
                <span>{name}</span>
              ) : BRAND_LOGO_FILES.includes(logo.url) ? (
                <BrandLogo />
              ) : (
                <ServerImage
                  src={logo.url}
                  alt=""
                  width={logo.width}
                  height={logo.height}
                  unoptimized
                  preload
                  loading="eager"
                />
              )}
            </Link>
            <NavLinks links={mainLinks} className={styles.mainLinks} label={labels.mainNav} />
            <div className="d-flex align-items-center gap-2">
              <a
                className={`${styles.phoneButton} d-lg-none btn btn-outline-primary`}
                href={telHref(phoneNumber)}
                aria-label={phoneLabel}
              >
                {labels.call}
              </a>
              <span className={styles.quoteSlot} data-request-quote-button="">
                <CtaLink cta={requestAQuoteButton} className="d-none d-md-inline-block" />
              </span>
              <div className={styles.menuSlot}>
                <MobileMenu
                  label={labels.menu}
                  title={labels.menuTitle}
                  closeLabel={labels.closeMenu}
                  buttonClassName={`btn btn-primary ${styles.menuButton}`}
                  panelClassName={styles.offcanvas}
                  headerClassName={styles.offcanvasHeader}
                  titleClassName={styles.offcanvasTitle}
                  closeClassName={styles.offcanvasClose}
                  bodyClassName={styles.offcanvasBody}
                >
                  {mobileLinks}
                </MobileMenu>
              </div>
            </div>
          </div>
        </div>
      </HeaderShell>
      <div className={styles.spacer} aria-hidden="true" />
    </div>
  );
}
