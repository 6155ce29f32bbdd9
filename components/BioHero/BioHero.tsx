import type { HeadingLevel, ImageAsset } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { fixedSizes } from '@/lib/image-sizes';
import { Heading } from '../shared/Heading';
import { ContentImage } from '../shared/ContentImage';
import { CtaLink } from '../shared/CtaLink';
import { RichText } from '../RichText/RichText';
import styles from './BioHero.module.scss';

export interface BioHeroProps {
  portrait?: ImageAsset;
  name?: string;
  nameLevel: HeadingLevel;
  title?: string;
  bio?: unknown;
  links: LinkEntry[];
  context: RenderContext;
}

/**
 * The top of a person page: portrait, name, job title, a short biography and ways to get in touch. When the name is
 * the page's h1 the portrait is the largest paint and loads eagerly; placed lower on a page, it loads lazily.
 */
export function BioHero({ portrait, name, nameLevel, title, bio, links, context }: BioHeroProps) {
  if (!name) return null;
  return (
    <section className={styles.bio} data-hero={nameLevel === 'h1' ? '' : undefined}>
      <div className="container">
        <div className="row align-items-center gy-4 gx-lg-5">
          {portrait ? (
            <div className="col-md-4 col-lg-3">
              <ContentImage image={portrait} sizes={fixedSizes(280)} priority={nameLevel === 'h1'} className={styles.portrait} />
            </div>
          ) : null}
          <div className={portrait ? 'col-md-8 col-lg-9' : 'col-12'}>
            <Heading level={nameLevel} className={styles.name}>
              {name}
            </Heading>
            {title ? <p className={styles.title}>{title}</p> : null}
            <RichText value={bio} context={context} className={styles.text} />
            {links.length ? (
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={`${link.linkTitle}|${link.link?.path ?? link.link?.nodeId}`}>
                    <CtaLink entry={link} context={context} variant="outline" />
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
