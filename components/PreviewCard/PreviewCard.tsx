import type { HeadingLevel, ImageAsset } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { CARD_IMAGE } from '@/lib/constants';
import { Heading } from '../shared/Heading';
import { ContentImage } from '../shared/ContentImage';
import { CmsLink } from '../shared/CmsLink';
import { Section } from '../shared/Section';
import styles from './PreviewCard.module.scss';

export interface PreviewCardProps {
  media?: ImageAsset;
  eyebrow?: string;
  heading?: string;
  headingLevel: HeadingLevel;
  description?: string;
  link?: LinkEntry;
  nested: boolean;
  context: RenderContext;
}

/**
 * A card that previews another page: image (575x300 crop), label, heading, a sentence and one link. The whole card
 * is clickable through the heading link, so there is one link per card for screen readers.
 */
export function PreviewCard({ media, eyebrow, heading, headingLevel, description, link, nested, context }: PreviewCardProps) {
  if (!heading) return null;
  const resolved = link ? context.resolveLink(link.link, { targetAction: link.targetAction, noFollow: link.noFollow }) : undefined;
  const card = (
    <article className={`${styles.card} ${nested ? '' : styles.standalone}`}>
      {media ? (
        <ContentImage image={{ ...media, width: media.width || CARD_IMAGE.width, height: media.height || CARD_IMAGE.height }} sizes="(min-width: 1400px) 640px, (min-width: 992px) 50vw, 100vw" className={styles.image} />
      ) : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading level={headingLevel} className={styles.heading}>
          {resolved ? (
            <CmsLink link={resolved} className={styles.link}>
              {heading}
              {resolved.target === '_blank' ? (
                <>
                  {' '}
                  <span className="visually-hidden">{context.t('link.opens-in-new-tab')}</span>
                </>
              ) : null}
            </CmsLink>
          ) : (
            heading
          )}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {resolved && link?.linkTitle ? (
          <p className={styles.more} aria-hidden="true">
            {link.linkTitle}
          </p>
        ) : null}
      </div>
    </article>
  );
  return nested ? card : <Section nested={false}>{card}</Section>;
}
