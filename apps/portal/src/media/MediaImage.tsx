// MediaImage: the portal's picture of a stored media URL (a demo picture, an upload): @caravan/ui's ResponsiveImage
// with the srcset the domain's naming rule gives the URL (demo pictures come in three widths; uploads in one).
import { mediaSrcSet } from '@caravan/domain';
import { ResponsiveImage, type ResponsiveImageProps } from '@caravan/ui';

export type MediaImageProps = Omit<ResponsiveImageProps, 'srcSet'>;

/** A media picture with width/height, lazy unless `priority`, and its srcset when the URL has variants. */
export function MediaImage(props: MediaImageProps) {
  return <ResponsiveImage {...props} srcSet={mediaSrcSet(props.src)} />;
}
