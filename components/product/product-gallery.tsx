'use client';

import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '@/components/ui/icons';
import { localeDigits } from '@/lib/i18n/digits';
import type { GalleryPhoto } from './gallery-photos';

// The zoom view (and next/image with it) loads when a photo is first opened, not with the page.
const ZoomDialog = lazy(() => import('./zoom-dialog'));

/**
 * The product's photos: a row that swipes on phones (CSS scroll snapping, so it works
 * before and without JavaScript) with a "1 / 5" counter; on desktops, thumbnails beside
 * the photo and arrows, the whole of it in view while the details beside it scroll; and a
 * zoom view.
 */
export function ProductGallery({ images, name }: { images: GalleryPhoto[]; name: string }) {
  const t = useTranslations('product.gallery');
  const locale = useLocale();
  const digits = (value: number) => localeDigits(String(value), locale);
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  const count = images.length;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = (index + count) % count;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setActive(target);
  };

  const arrow =
    'text-ink absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow-sm backdrop-blur transition-colors hover:bg-white lg:inline-flex';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('photosOf', { name })}
      className="lg:sticky lg:top-[calc(var(--stuck-top)+1rem)] lg:flex lg:flex-row-reverse lg:items-start lg:justify-end lg:gap-3 lg:self-start"
    >
      {/* As tall as the screen allows, so that all of it stays in view beside the details. */}
      <div className="bg-ivory relative lg:w-full lg:max-w-[calc((100svh-var(--stuck-top)-2.5rem)*0.8)] lg:min-w-0 lg:flex-1">
        <ul
          ref={track}
          onScroll={(event) => {
            const element = event.currentTarget;
            setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
          }}
          className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => (
            <li
              key={image.photo}
              id={`photo-${index + 1}`}
              aria-roledescription="slide"
              aria-label={t('slide', { n: digits(index + 1), total: digits(count) })}
              className="relative aspect-[4/5] w-full shrink-0 snap-center"
            >
              <button
                type="button"
                data-zoom-photo={index}
                onClick={() => setZoom(index)}
                aria-label={t('zoomPhoto', { n: digits(index + 1) })}
                className="absolute inset-0 cursor-zoom-in"
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */}
                <img {...image.slide} />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(active - 1)}
              aria-label={t('previousPhoto')}
              className={`${arrow} left-4`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => show(active + 1)}
              aria-label={t('nextPhoto')}
              className={`${arrow} right-4`}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        {count > 1 && (
          // The slides say which they are; this is for the eye, where no thumbnails show.
          <span
            aria-hidden="true"
            className="text-ink pointer-events-none absolute bottom-4 left-4 rounded-full bg-white/85 px-3 py-1.5 text-xs tabular-nums lg:hidden"
            data-testid="gallery-counter"
          >
            {t('counter', { n: digits(active + 1), total: digits(count) })}
          </span>
        )}
        <span
          aria-hidden="true"
          className="text-ink pointer-events-none absolute right-4 bottom-4 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/85"
        >
          <SearchIcon />
        </span>
      </div>
      {count > 1 && (
        <ul className="mt-3 hidden gap-2 lg:mt-0 lg:flex lg:flex-col" aria-label={t('choosePhoto')}>
          {images.map((image, index) => (
            <li key={image.photo}>
              <a
                href={`#photo-${index + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
                aria-label={t('showPhoto', { n: digits(index + 1), total: digits(count) })}
                aria-current={index === active ? 'true' : undefined}
                className={`bg-ivory relative block h-[90px] w-[72px] overflow-hidden border transition-colors ${
                  index === active ? 'border-ink' : 'border-transparent hover:border-stone-300'
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */}
                <img {...image.thumbnail} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {zoom !== null && (
        <Suspense fallback={null}>
          <ZoomDialog
            images={images}
            start={zoom}
            label={(index) => t('zoomLabel', { name, n: digits(index + 1), total: digits(count) })}
            onClose={(index) => {
              setZoom(null);
              show(index);
              // Back to the photo she was looking at when she closed it.
              track.current
                ?.querySelector<HTMLButtonElement>(`[data-zoom-photo="${index}"]`)
                ?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
