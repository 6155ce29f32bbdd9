import type { HeadingLevel } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { CtaLink } from '../shared/CtaLink';
import styles from './FeaturedBar.module.scss';

export interface FeaturedBarProps {
  heading?: string;
  headingLevel: HeadingLevel;
  description?: string;
  primaryLink?: LinkEntry;
  secondaryLink?: LinkEntry;
  tone: 'green' | 'terracotta';
  nested: boolean;
  context: RenderContext;
}

/**
 * A full-width call-to-action bar: a short heading and sentence with one or two links. Also what a blog post's
 * topiccta block renders.
 */
export function FeaturedBar({ heading, headingLevel, description, primaryLink, secondaryLink, tone, nested, context }: FeaturedBarProps) {
  if (!heading && !primaryLink) return null;
  const bar = (
    <div className={`${styles.inner} ${nested ? styles.nested : ''}`}>
      <div>
        {heading ? (
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
        ) : null}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.actions}>
        <CtaLink entry={primaryLink} context={context} variant="light" />
        <CtaLink entry={secondaryLink} context={context} variant="text" className={styles.secondary} />
      </div>
    </div>
  );
  return (
    <aside className={`${styles.bar} ${styles[tone]}`} aria-label={heading}>
      {nested ? bar : <div className="container">{bar}</div>}
    </aside>
  );
}
