export { VideoWidget } from './VideoWidget';
export { Video, type VideoProps } from './Video';
export { VideoFrame } from './VideoFrame';
export { vimeoId } from './vimeo';
