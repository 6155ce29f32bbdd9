import type { ReactNode } from 'react';
import Link from 'next/link';
import { BrandLogo, BRAND_LOGO_FILES } from '../Header/BrandLogo';
import { ServerImage } from '../../shared/ServerImage';
import type { ImageAsset } from '@/lib/render/params';
import type { Cta } from '../../shared/CtaLink';
import { RichText } from '../../rendering/RichText/RichText';
import { NavLinks } from '../Header/NavLinks';
import { SocialIcon, type SocialNetwork } from './SocialIcon';
import styles from './Footer.module.scss';

export interface FooterColumn {
  title: string;
  links: Cta[];
  cardCopy?: string;
}

/** A social network link; its label names the network and says it opens a new tab. */
export interface SocialLink {
  href: string;
  rel?: string;
  label: string;
  icon?: SocialNetwork;
}

export interface FooterLabels {
  social: string;
  legal: string;
  cookiePreferences: string;
}

export interface FooterProps {
  logo?: ImageAsset;
  description?: ReactNode;
  socialLinks: SocialLink[];
  columns: FooterColumn[];
  copyright: ReactNode;
  disclaimer: ReactNode;
  bottomLinks: Cta[];
  brandName: string;
  labels: FooterLabels;
  /** The home page of the page's own language, and the logo link's name there. */
  homeHref?: string;
  homeLabel?: string;
}

/** The global footer: logo, description, social links, navigation columns, copyright, disclaimer, bottom links. */
export function Footer({
  logo,
  description,
  socialLinks,
  columns,
  copyright,
  disclaimer,
  bottomLinks,
  brandName,
  labels,
  homeHref,
  homeLabel,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className="row gy-5">
          <div className="col-lg-4">
            <Link href={homeHref ?? '/'} className={styles.logo} aria-label={homeLabel ?? `${brandName} home`}>
              {!logo ? (
                brandName
              ) : BRAND_LOGO_FILES.includes(logo.url) ? (
                <BrandLogo light className={styles.logoDrawing} />
              ) : (
                <ServerImage src={logo.url} alt="" width={logo.width} height={logo.height} unoptimized />
              )}
            </Link>
            {description ? <p className={styles.description}>{description}</p> : null}
            {socialLinks.length ? (
              <ul className={styles.social} aria-label={labels.social}>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel={link.rel} aria-label={link.label}>
                      <SocialIcon network={link.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {columns.map((column) => (
            <div className="col-6 col-md-4 col-lg-2" key={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              {column.cardCopy ? <p className={styles.cardCopy}>{column.cardCopy}</p> : null}
              <NavLinks links={column.links} className={styles.columnLinks} label={column.title} />
            </div>
          ))}
        </div>
        <div className={styles.bottom}>
          <RichText className={styles.copyright}>{copyright}</RichText>
          <RichText className={styles.disclaimer}>{disclaimer}</RichText>
          <div className={styles.bottomLinks}>
            <NavLinks links={bottomLinks} label={labels.legal} />
            {/* Opens the consent dialog (components/integrations/Integrations/ConsentDialog.client.tsx). */}
            <button type="button" className={styles.cookieButton} data-cookie-preferences="" aria-haspopup="dialog">
              {labels.cookiePreferences}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
