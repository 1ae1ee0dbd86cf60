'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type BannerApi = NonNullable<UseEmblaCarouselType[1]>;

type BannerEngineProps = {
  viewport: HTMLElement;
  onReady: (api: BannerApi | undefined) => void;
};

/**
 * Runs Embla on the banner's viewport. BannerCarousel loads it once the page is
 * interactive, so the carousel's script stays out of the first load and its hydration.
 */
export default function BannerEngine({ viewport, onReady }: BannerEngineProps) {
  const [attach, api] = useEmblaCarousel({ loop: true, duration: 30 });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
