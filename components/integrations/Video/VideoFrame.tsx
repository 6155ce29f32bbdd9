import { IMAGE_QUALITY } from '@/lib/constants';
import { ServerImage } from '../../shared/ServerImage';
import { VideoPlayer } from '../../shared/lazy-widgets.client';
import { posterFor } from './poster';
import styles from './Video.module.scss';

/** The player with its poster drawn by the server: the island only swaps the poster for Vimeo's player on a click. */
export function VideoFrame({ videoId, title, playLabel }: { videoId: string; title: string; playLabel: string }) {
  const poster = (
    <ServerImage
      src={posterFor(title)}
      alt=""
      fill
      sizes="(min-width: 992px) 50vw, 100vw"
      quality={IMAGE_QUALITY}
      className={styles.posterImage}
    />
  );
  return <VideoPlayer videoId={videoId} title={title} playLabel={playLabel} poster={poster} />;
}
