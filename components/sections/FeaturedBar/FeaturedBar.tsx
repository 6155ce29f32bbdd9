import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import styles from './FeaturedBar.module.scss';

export interface FeaturedBarProps {
  heading?: ReactNode;
  /** The bar's accessible name: the heading as plain text. */
  label?: string;
  headingLevel: HeadingLevel;
  description?: ReactNode;
  primaryLink?: Cta;
  secondaryLink?: Cta;
  tone: 'green' | 'terracotta';
  nested: boolean;
}

/**
 * A full-width call-to-action bar: a short heading and sentence with one or two links. Also what a blog post's
 * topiccta block renders.
 */
export function FeaturedBar({
  heading,
  label,
  headingLevel,
  description,
  primaryLink,
  secondaryLink,
  tone,
  nested,
}: FeaturedBarProps) {
  if (!heading && !primaryLink) return null;
  const bar = (
    <div className={`${styles.inner} ${nested ? styles.nested : ''}`}>
      <div>
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.actions}>
        <CtaLink cta={primaryLink} variant="light" />
        <CtaLink cta={secondaryLink} variant="text" className={styles.secondary} />
      </div>
    </div>
  );
  return (
    <aside className={`${styles.bar} ${styles[tone]}`} aria-label={label}>
      {nested ? bar : <div className="container">{bar}</div>}
    </aside>
  );
}
