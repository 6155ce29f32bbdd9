import type { HeadingLevel, ImageAsset } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { ContentImage } from '../shared/ContentImage';
import { CmsLink } from '../shared/CmsLink';
import styles from './AssociateTileSection.module.scss';

export interface AssociateTileProps {
  image?: ImageAsset;
  name: string;
  nameLevel: HeadingLevel;
  title?: string;
  description?: string;
  link?: LinkEntry;
  context: RenderContext;
}

/** One person or partner: photo or logo, name (a link to their page when set), job title and a line about them. */
export function AssociateTile({ image, name, nameLevel, title, description, link, context }: AssociateTileProps) {
  const resolved = link ? context.resolveLink(link.link, { targetAction: link.targetAction, noFollow: link.noFollow }) : undefined;
  return (
    <article className={styles.tile}>
      {image ? <ContentImage image={image} sizes="(min-width: 1400px) 300px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw" className={styles.image} /> : null}
      <div className={styles.body}>
        <Heading level={nameLevel} className={styles.name}>
          {resolved ? (
            <CmsLink link={resolved} className={styles.link}>
              {name}
              {resolved.target === '_blank' ? (
                <>
                  {' '}
                  <span className="visually-hidden">{context.t('link.opens-in-new-tab')}</span>
                </>
              ) : null}
            </CmsLink>
          ) : (
            name
          )}
        </Heading>
        {title ? <p className={styles.title}>{title}</p> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </article>
  );
}
