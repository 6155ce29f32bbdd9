'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';
import { vimeoPlayerUrl } from './vimeo';
import styles from './Video.module.scss';

/**
 * The video poster (a drawing picked from the title, drawn by the server: VideoFrame.tsx): a button until the visitor asks to play, then the Vimeo player. Nothing is loaded from Vimeo
 * before that click, and focus moves into the player so keyboard users keep their place.
 */
export function VideoPlayer({
  videoId,
  title,
  playLabel,
  poster,
}: {
  videoId: string;
  title: string;
  playLabel: string;
  poster: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useHeldClicks(area);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div ref={area} className={styles.frame} data-video-id={videoId}>
      {playing ? (
        <iframe
          ref={frame}
          src={vimeoPlayerUrl(videoId)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className={styles.player}
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          data-early-click=""
          onClick={() => setPlaying(true)}
          aria-label={`${playLabel}: ${title}`}
        >
          {poster}
          <span className={styles.playIcon} aria-hidden="true" />
          <span className={styles.posterLabel}>{title}</span>
        </button>
      )}
    </div>
  );
}
