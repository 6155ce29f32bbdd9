import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Portrait } from '../../shared/Portrait';
import { CtaLink, ctaKey, type Cta } from '../../shared/CtaLink';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './BioHero.module.scss';

export interface BioHeroProps {
  portrait?: ImageAsset;
  name: ReactNode;
  nameLevel: HeadingLevel;
  title?: ReactNode;
  bio?: ReactNode;
  links: Cta[];
}

/**
 * The top of a person page: portrait, name, job title, a short biography and ways to get in touch. When the name is
 * the page's h1 the portrait is the largest paint and loads eagerly; placed lower on a page, it loads lazily.
 */
export function BioHero({ portrait, name, nameLevel, title, bio, links }: BioHeroProps) {
  return (
    <section className={styles.bio} data-hero={nameLevel === 'h1' ? '' : undefined}>
      <div className="container">
        <div className="row align-items-center gy-4 gx-lg-5">
          {portrait ? (
            <div className="col-md-auto">
              <Portrait image={portrait} size="feature" priority={nameLevel === 'h1'} />
            </div>
          ) : null}
          <div className={portrait ? 'col-md' : 'col-12'}>
            <Heading level={nameLevel} className={styles.name}>
              {name}
            </Heading>
            {title ? <p className={styles.title}>{title}</p> : null}
            <RichText className={styles.text}>{bio}</RichText>
            {links.length ? (
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={ctaKey(link)}>
                    <CtaLink cta={link} variant="outline" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
