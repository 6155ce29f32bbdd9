'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_QUALITY } from '@/lib/constants';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';
import { posterFor } from './poster';
import { vimeoPlayerUrl } from './vimeo';
import styles from './Video.module.scss';

/**
 * The video poster (a drawing picked from the title): a button until the visitor asks to play, then the Vimeo player. Nothing is loaded from Vimeo
 * before that click, and focus moves into the player so keyboard users keep their place.
 */
export function VideoPlayer({ videoId, title, playLabel }: { videoId: string; title: string; playLabel: string }) {
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
          <Image
            src={posterFor(title)}
            alt=""
            fill
            sizes="(min-width: 992px) 50vw, 100vw"
            quality={IMAGE_QUALITY}
            className={styles.posterImage}
          />
          <span className={styles.playIcon} aria-hidden="true" />
          <span className={styles.posterLabel}>{title}</span>
        </button>
      )}
    </div>
  );
}
