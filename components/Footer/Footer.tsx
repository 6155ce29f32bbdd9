import Link from 'next/link';
import Image from 'next/image';
import type { LinkEntry } from '@/lib/links';
import type { ImageAsset } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { RichText } from '../RichText/RichText';
import { NavLinks } from '../Header/NavLinks';
import { SocialIcon, type SocialNetwork } from './SocialIcon';
import styles from './Footer.module.scss';

export interface FooterColumn {
  title: string;
  links: LinkEntry[];
  cardCopy?: string;
}

export type SocialLink = LinkEntry & { icon?: SocialNetwork };

export interface FooterProps {
  logo?: ImageAsset;
  description?: string;
  socialLinks: SocialLink[];
  columns: FooterColumn[];
  copyright: unknown;
  disclaimer: unknown;
  bottomLinks: LinkEntry[];
  context: RenderContext;
}

/** The global footer: logo, description, social links, navigation columns, copyright, disclaimer, bottom links. */
export function Footer({ logo, description, socialLinks, columns, copyright, disclaimer, bottomLinks, context }: FooterProps) {
  const { brandName } = context.settings;
  const { t } = context;
  const social = socialLinks.flatMap((entry) => {
    const link = context.resolveLink(entry.link, { targetAction: '_blank', noFollow: entry.noFollow });
    return link && entry.linkTitle ? [{ link, title: entry.linkTitle, icon: entry.icon }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className="row gy-5">
          <div className="col-lg-4">
            <Link href="/" className={styles.logo} aria-label={`${brandName} home`}>
              {logo ? <Image src={logo.url} alt="" width={logo.width} height={logo.height} unoptimized /> : brandName}
            </Link>
            {description ? <p className={styles.description}>{description}</p> : null}
            {social.length ? (
              <ul className={styles.social} aria-label={t('footer.social')}>
                {social.map(({ link, title, icon }) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel={link.rel} aria-label={`${title} ${t('link.opens-in-new-tab')}`}>
                      <SocialIcon network={icon} />
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
              <NavLinks links={column.links} context={context} className={styles.columnLinks} label={column.title} />
            </div>
          ))}
        </div>
        <div className={styles.bottom}>
          <RichText value={copyright} context={context} className={styles.copyright} />
          <RichText value={disclaimer} context={context} className={styles.disclaimer} />
          <div className={styles.bottomLinks}>
            <NavLinks links={bottomLinks} context={context} label={t('footer.legal')} />
            {/* Opens the consent dialog (components/Integrations/ConsentDialog.client.tsx). */}
            <button type="button" className={styles.cookieButton} data-cookie-preferences="" aria-haspopup="dialog">
              {t('footer.cookie-preferences')}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
