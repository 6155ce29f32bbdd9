import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Portrait } from '../../shared/Portrait';
import { TitleLink, type Cta } from '../../shared/CtaLink';
import styles from './AssociateTileSection.module.scss';

export interface AssociateTileProps {
  image?: ImageAsset;
  name: ReactNode;
  nameLevel: HeadingLevel;
  title?: ReactNode;
  description?: ReactNode;
  /** The person's page: the name becomes its link. */
  link?: Cta;
}

/** One person or partner: portrait, name (a link to their page when set), job title and a line about them. */
export function AssociateTile({ image, name, nameLevel, title, description, link }: AssociateTileProps) {
  return (
    <article className={styles.tile}>
      {image ? <Portrait image={image} size="tile" /> : null}
      <div className={styles.body}>
        <Heading level={nameLevel} className={styles.name}>
          {link ? <TitleLink link={link} className={styles.link} /> : name}
        </Heading>
        {title ? <p className={styles.title}>{title}</p> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </article>
  );
}
