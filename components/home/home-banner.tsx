import { UnderlinedLink } from '@/components/navigation/underlined-link';
import type { LiveSlide } from '@/lib/content';
import { BannerCarousel } from './banner-carousel';
import { BannerPicture } from './banner-picture';
import { LaterSlidePhoto } from './banner-photos-ready';

type HomeBannerProps = {
  /** The slides shown now, in order (staff edit them at /admin/content/banner). */
  slides: LiveSlide[];
};

/**
 * The banner's messages (docs/store-spec.md section 1), each beside its photograph. No slide
 * shown now, no banner.
 */
export function HomeBanner({ slides: shown }: HomeBannerProps) {
  if (shown.length === 0) return null;
  const slides = shown.map((slide, index) => {
    const image = <BannerPicture slide={slide} largest={index === 0} />;
    return (
      <div key={slide.id} className="bg-ivory grid md:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col justify-center px-8 py-14 sm:px-14 md:py-24 lg:px-24">
          <p className="text-primary-800 text-xs tracking-[0.35em] uppercase">{slide.eyebrow}</p>
          <h2 className="text-ink mt-5 max-w-md text-4xl leading-tight font-light sm:text-5xl lg:text-6xl">
            {slide.message}
          </h2>
          <UnderlinedLink href={slide.linkHref} className="mt-10 self-start tracking-[0.25em]">
            {slide.linkLabel}
          </UnderlinedLink>
        </div>
        {/* The frame keeps its size while a later slide's photograph waits: no shift. */}
        <div className="relative aspect-[4/5] bg-stone-100 md:aspect-auto md:min-h-[620px]">
          {index === 0 ? image : <LaterSlidePhoto>{image}</LaterSlidePhoto>}
        </div>
      </div>
    );
  });
  return <BannerCarousel slides={slides} labels={shown.map((slide) => slide.message)} />;
}
