export { VideoWidget } from './VideoWidget';
export { Video, type VideoProps } from './Video';
export { VideoPlayer } from './VideoPlayer.client';
export { vimeoId } from './vimeo';
