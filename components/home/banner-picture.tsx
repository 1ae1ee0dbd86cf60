import { photoAttributes } from '@/components/ui/photo';
import type { LiveSlide } from '@/lib/content';

type Props = { slide: LiveSlide; largest: boolean };

/** Beside the message from this width (md), under it below. */
const wide = '(min-width: 768px)';

/**
 * A slide's photograph: the desktop crop on wide screens, the phone crop on narrow ones, each
 * through the image optimiser. The browser fetches only the one its screen matches.
 */
export function BannerPicture({ slide, largest }: Props) {
  const common = { alt: slide.imageAlt, fill: true, className: 'object-cover object-top' } as const;
  if (slide.image === slide.imagePhone) {
    const attributes = photoAttributes({
      ...common,
      src: slide.image,
      largest,
      sizes: `${wide} 48vw, 100vw`,
    });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes
    return <img {...attributes} />;
  }
  // No preload: a preload cannot say which of the two the screen will want.
  const eager = largest ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  const desktop = photoAttributes({ ...common, src: slide.image, sizes: '48vw' });
  const phone = photoAttributes({ ...common, ...eager, src: slide.imagePhone, sizes: '100vw' });
  return (
    <picture>
      <source media={wide} srcSet={desktop.srcSet} sizes={desktop.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the attributes */}
      <img {...phone} />
    </picture>
  );
}
