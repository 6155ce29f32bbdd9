import type { ImageAsset } from '@/lib/render/params';
import { ContentImage } from './ContentImage';
import styles from './Portrait.module.scss';

/** Display widths: a byline, a tile in a grid of people, the person a section is about (larger from 768px). */
const SIZES = {
  byline: '56px',
  tile: '96px',
  feature: '(min-width: 768px) 176px, 112px',
} as const;

export type PortraitSize = keyof typeof SIZES;

/**
 * A person's picture, monogram or photo, in the one portrait style of the site: a circle with a white ring, sized
 * for phones first (at most 112px wide below 768px), so a face never fills the screen.
 */
export function Portrait({
  image,
  size,
  priority = false,
  decorative = false,
}: {
  image: ImageAsset;
  size: PortraitSize;
  priority?: boolean;
  decorative?: boolean;
}) {
  return (
    <ContentImage
      image={image}
      sizes={SIZES[size]}
      priority={priority}
      decorative={decorative}
      className={`${styles.portrait} ${styles[size]}`}
    />
  );
}
