import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (the optimizer's srcset and sizes, width and height, lazy loading) drawn by the server as a
 * plain `<img>`. `<Image>` is a client component: every image it draws is shipped, hydrated and given load and error
 * listeners, only to show the alt text of an image that failed, which a plain `<img>` shows by itself. `preload` adds
 * the image's preload to the head (what `<Image preload>` does).
 */
export function ServerImage({ preload: preloaded = false, ...image }: ImageProps & { preload?: boolean }) {
  const { props } = getImageProps(image);
  if (preloaded)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  // next/image hides the alt text (transparent) until an error its listener would reveal: here the browser shows it.
  const style: CSSProperties = { ...props.style };
  delete style.color;
  // The rule asks for next/image; this is next/image's markup, drawn without its client component.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={props.alt} style={Object.keys(style).length ? style : undefined} />;
}
