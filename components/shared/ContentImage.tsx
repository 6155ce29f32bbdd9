import { ServerImage } from './ServerImage';
import { IMAGE_QUALITY } from '@/lib/constants';
import { altText, type ImageAsset } from '@/lib/render/params';

/**
 * An image from a Uniform asset through next/image's optimizer (drawn by the server, `ServerImage`): width and height always known, alt text from the asset,
 * eager only when it is the page's largest paint.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  className,
  decorative = false,
}: {
  image: ImageAsset;
  sizes: string;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <ServerImage
      src={image.url}
      alt={decorative ? '' : altText(image)}
      width={image.width}
      height={image.height}
      sizes={sizes}
      quality={IMAGE_QUALITY}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
