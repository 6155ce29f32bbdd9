import Link from 'next/link';
import Image from 'next/image';
import type { LinkEntry } from '@/lib/links';
import type { ImageAsset } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { CtaLink } from '../shared/CtaLink';
import { NavLinks } from './NavLinks';
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
 * The global header: top bar (upper links, phone, login), logo, main links and the request-a-quote button. On
 * small screens the main links sit in a disclosure that works without JavaScript.
 */
export function Header(props: HeaderProps) {
  const { name, logo, mainLinks, upperLinks, loginLink, mobileContactUs, requestAQuoteButton, phoneNumber, context } = props;
  const phoneLabel = `Call ${name} at ${phoneNumber}`;
  return (
    <header className={styles.header} data-site-header="">
      <div className={`${styles.topBar} d-none d-lg-block`} data-header-top-bar="">
        <div className="container d-flex justify-content-end align-items-center gap-4">
          <NavLinks links={upperLinks} context={context} className={styles.upperLinks} label="Utility" />
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
          <NavLinks links={mainLinks} context={context} className={`${styles.mainLinks} d-none d-lg-flex`} label="Main" />
          <div className="d-flex align-items-center gap-2">
            <a className={`${styles.phoneButton} d-lg-none btn btn-outline-primary`} href={telHref(phoneNumber)} aria-label={phoneLabel}>
              Call
            </a>
            <span data-request-quote-button="">
              <CtaLink entry={requestAQuoteButton} context={context} className="d-none d-md-inline-block" />
            </span>
            <details className={`${styles.mobileMenu} d-lg-none`} data-mobile-menu="">
              <summary className="btn btn-primary">Menu</summary>
              <div className={styles.mobilePanel}>
                <NavLinks links={mainLinks} context={context} className={styles.mobileLinks} label="Main mobile" />
                <NavLinks links={upperLinks} context={context} className={styles.mobileLinks} label="Utility mobile" />
                <div className="d-grid gap-2 mt-3">
                  <CtaLink entry={requestAQuoteButton} context={context} />
                  <CtaLink entry={mobileContactUs} context={context} variant="outline" />
                  <CtaLink entry={loginLink} context={context} variant="text" />
                </div>
              </div>
            </details>
          </div>
        </div>
      </div>
    </header>
  );
}
