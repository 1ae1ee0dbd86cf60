import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

export type PhotoAttributes = ReturnType<typeof getImageProps>['props'];

type PhotoProps = ImageProps & {
  /** The page's largest photo: fetched before the page's scripts, at high priority. */
  largest?: boolean;
};

/** next/image's optimised sources for a photo, as plain <img> attributes. */
export function photoAttributes({ largest = false, ...props }: PhotoProps): PhotoAttributes {
  const eager = largest ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  const { props: attributes } = getImageProps({ ...props, ...eager });
  if (largest) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    });
  }
  return attributes;
}

/**
 * A photo through Next's image optimiser, rendered as a plain <img>: the same sources,
 * sizes, lazy loading and decoding as next/image's <Image>, without the client component
 * that would add its script to every page (docs/architecture.md, "Client islands").
 */
export function Photo(props: PhotoProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes
  return <img {...photoAttributes(props)} />;
}
