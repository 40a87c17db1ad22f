// ResponsiveImage: an <img> that cannot shift the layout (width and height always given), loads lazily unless it is
// above the fold, offers a srcset with its sizes, and must be given alt text ('' only for a decorative picture).
import type { ImgHTMLAttributes } from 'react';
import { cx } from './cx.js';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height' | 'loading' | 'src' | 'srcSet'> {
  src: string;
  /** What the picture shows, in words; '' only when it is decoration that a caption or heading already says. */
  alt: string;
  /** The picture's intrinsic (or displayed) width and height: the browser reserves their ratio before it loads. */
  width: number;
  height: number;
  /** Candidates by width (`a.jpg 480w, b.jpg 960w`); the browser picks one with `sizes`. */
  srcSet?: string | undefined;
  /** How wide the picture is shown (`(min-width: 60rem) 50vw, 100vw`); defaults to the full viewport width. */
  sizes?: string | undefined;
  /** Above the fold (a hero): loaded at once with high priority. Anything else loads lazily. */
  priority?: boolean;
}

/** A picture with no layout shift, lazy below the fold, responsive by srcset; covers its box when CSS sizes it. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  priority = false,
  className,
  ...rest
}: ResponsiveImageProps) {
  return (
    <img
      {...rest}
      className={cx('cv-Image', className)}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
