'use client';

import { useLocale, useTranslations } from '#intl';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { timing } from '@/lib/client-config';
import { localeDigits } from '@/lib/i18n/digits';
import type { BannerApi } from './banner-engine';
import { PhotosReadyProvider, usePhotosReady } from './banner-photos-ready';
import { useReducedMotion } from './use-reduced-motion';

// The carousel's engine (Embla) loads when it is first needed: when the shopper points at,
// touches or focuses the banner, presses one of its buttons, or when the first slide's time
// is up. Until then the first slide shows as the server rendered it, and a first view loads
// and runs none of its script.
const BannerEngine = lazy(() => import('./banner-engine'));

type Move = (api: BannerApi) => void;

const noChanges = () => () => {};
/** True in the browser once hydrated, false in the server's render (and while hydrating). */
const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

const controlClass =
  'text-ink inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/80 backdrop-blur transition-colors hover:bg-white';

const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width={16} height={16} fill="currentColor" aria-hidden="true">
    <rect x="7" y="5" width="3.5" height="14" rx="1" />
    <rect x="13.5" y="5" width="3.5" height="14" rx="1" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width={16} height={16} fill="currentColor" aria-hidden="true">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10-6.5a1 1 0 0 0 0-1.72l-10-6.5A1 1 0 0 0 8 5.5Z" />
  </svg>
);

type BannerCarouselProps = { slides: React.ReactNode[]; labels: readonly string[] };

/**
 * The home banner: loops through its slides every 7 s, pauses while hovered or focused, and
 * stays still for people who ask for reduced motion or press its pause button; buttons and
 * dots for keyboards and screen readers.
 */
export function BannerCarousel({ slides, labels }: BannerCarouselProps) {
  const t = useTranslations('home.banner');
  const locale = useLocale();
  const position = (index: number) => localeDigits(String(index + 1), locale);
  const total = localeDigits(String(slides.length), locale);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<BannerApi>();
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  // A move asked for before the engine ran: made as soon as it does.
  const pending = useRef<Move | null>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  // The pause button's choice; until she makes one, her reduced-motion setting decides.
  const [choice, setChoice] = useState<'stopped' | 'playing' | null>(null);
  const reducedMotion = useReducedMotion();
  const stopped = choice === null ? reducedMotion : choice === 'stopped';
  const photosReady = usePhotosReady(hydrated);

  /** Makes a move now, or once the engine has loaded. */
  const move = useCallback(
    (action: Move) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api],
  );
  const want = () => setWanted(true);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  // After the listener above, so that the move's 'select' is heard.
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  useEffect(() => {
    if (paused || stopped) return;
    const timer = setInterval(() => move((ready) => ready.scrollNext()), timing.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [move, paused, stopped, selected]);

  const scrollTo = (index: number) => move((ready) => ready.scrollTo(index));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      // Set once its controls answer in the browser (tests wait for it before pressing).
      data-ready={hydrated ? 'true' : undefined}
      className="relative"
      onMouseEnter={() => {
        setPaused(true);
        want();
      }}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={want}
      onFocus={() => {
        setPaused(true);
        want();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setPaused(false);
      }}
    >
      {viewport && wanted ? (
        <Suspense fallback={null}>
          <BannerEngine viewport={viewport} onReady={setApi} />
        </Suspense>
      ) : null}
      <div ref={setViewport} className="overflow-hidden">
        <PhotosReadyProvider value={photosReady}>
          <div className="flex" aria-live={paused || stopped ? 'polite' : 'off'}>
            {slides.map((slide, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', {
                  position: position(index),
                  total,
                  label: labels[index] ?? '',
                })}
                aria-hidden={index !== selected}
                inert={index !== selected}
                className="min-w-0 flex-[0_0_100%]"
                data-banner-slide={index}
              >
                {slide}
              </div>
            ))}
          </div>
        </PhotosReadyProvider>
      </div>

      <div className="absolute inset-x-0 bottom-5 flex items-center justify-center gap-4 sm:bottom-8">
        <button
          type="button"
          onClick={() => setChoice(stopped ? 'playing' : 'stopped')}
          aria-label={stopped ? t('play') : t('pause')}
          className={controlClass}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button
          type="button"
          onClick={() => move((ready) => ready.scrollPrev())}
          aria-label={t('previous')}
          className={controlClass}
        >
          <ChevronLeftIcon width={18} height={18} />
        </button>
        <div className="flex gap-2">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={t('show', { position: position(index), label: labels[index] ?? '' })}
              aria-current={index === selected}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                className={`block h-1.5 rounded-full transition-all ${index === selected ? 'bg-primary w-6' : 'bg-ink/40 w-1.5'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => move((ready) => ready.scrollNext())}
          aria-label={t('next')}
          className={controlClass}
        >
          <ChevronRightIcon width={18} height={18} />
        </button>
      </div>
    </section>
  );
}
