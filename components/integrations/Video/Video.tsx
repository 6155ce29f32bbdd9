import type { ReactNode } from 'react';
import { Section } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import { VideoFrame } from './VideoFrame';
import styles from './Video.module.scss';

export const VIDEO_ALIGNMENTS = ['left', 'right', 'center'] as const;
export type VideoAlignment = (typeof VIDEO_ALIGNMENTS)[number];
export type VideoColumns = 'withText' | 'embedOnly';

export interface VideoProps {
  title: ReactNode;
  /** The player's accessible name. */
  videoTitle: string;
  playLabel: string;
  description?: ReactNode;
  videoId?: string;
  columns: VideoColumns;
  alignment: VideoAlignment;
  nested: boolean;
}

/**
 * A Vimeo video beside its title and description (the video on the left or right), or the player alone
 * (columnOptions embedOnly, placed by videoAlignment). Renders nothing without a valid Vimeo id.
 */
export function Video({ title, videoTitle, playLabel, description, videoId, columns, alignment, nested }: VideoProps) {
  if (!videoId) return null;
  const player = <VideoFrame videoId={videoId} title={videoTitle} playLabel={playLabel} />;
  if (columns === 'embedOnly') {
    return (
      <Section nested={nested}>
        <div className={`${styles.embedOnly} ${styles[alignment]}`} data-alignment={alignment}>
          {player}
        </div>
      </Section>
    );
  }
  return (
    <Section nested={nested}>
      <div
        className={`row align-items-center gy-4 gx-lg-5 ${alignment === 'right' ? 'flex-lg-row-reverse' : ''}`}
        data-alignment={alignment}
      >
        <div className="col-lg-7" data-column="video">
          {player}
        </div>
        <div className="col-lg-5" data-column="text">
          <h2 className={styles.title}>{title}</h2>
          <RichText>{description}</RichText>
        </div>
      </div>
    </Section>
  );
}
