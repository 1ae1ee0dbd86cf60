'use client';

import { getImageProps } from 'next/image';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { localeDigits } from '@/lib/i18n/digits';
import type { ProductImage } from '@/lib/catalogue';

const magnification = 2.5;
// The optimiser's largest width (next.config.mjs deviceSizes): the photo a magnified view
// draws, so that it is sharp rather than a small photo stretched.
const fullWidth = 1920;

const fullSize = (image: ProductImage) =>
  getImageProps({ src: image.photo, alt: image.alt, width: fullWidth, height: fullWidth * 1.25 })
    .props.src;

const roundButton =
  'text-ink inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white';

/**
 * The photos filling the screen, one at a time: previous and next (buttons and the arrow
 * keys) with a "2 / 5" counter. A click or tap magnifies the photo at that point, drawn from
 * its full-size file; the pointer or a finger pans it, and a second click returns. The
 * native modal dialog keeps the focus inside; Escape closes it and the page puts the focus
 * back on the photo that opened it.
 */
export default function ZoomDialog({
  images,
  start,
  label,
  onClose,
}: {
  images: ProductImage[];
  start: number;
  label: (index: number) => string;
  onClose: (index: number) => void;
}) {
  const t = useTranslations('product.gallery');
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  // Where she clicked, as fractions of the photo: the magnified view centres there.
  const [focus, setFocus] = useState<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index]!;

  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Not left to the dialog, which would pick its first button (Previous photo).
    closeButton.current?.focus();
    return () => element?.close();
  }, []);

  // The point she clicked to the middle of the screen: once laid out, and again once the
  // full-size file has loaded and its height is known.
  const centre = () => {
    const element = pane.current;
    if (!element || !focus) return;
    element.scrollTo({
      left: focus.x * element.scrollWidth - element.clientWidth / 2,
      top: focus.y * element.scrollHeight - element.clientHeight / 2,
    });
  };
  useEffect(centre, [focus]);

  const go = (step: number) => {
    setIndex((current) => (current + step + count) % count);
    setFocus(null);
  };

  const pointAt = (event: React.MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: (event.clientX - box.left) / box.width,
      y: (event.clientY - box.top) / box.height,
    };
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label(index)}
      onClose={() => onClose(index)}
      onKeyDown={(event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (step === undefined || count < 2 || focus) return;
        event.preventDefault();
        go(step);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 backdrop:bg-white"
    >
      <div
        ref={pane}
        onPointerMove={(event) => {
          const element = pane.current;
          if (!focus || !element || event.pointerType !== 'mouse') return;
          const x = event.clientX / element.clientWidth;
          const y = event.clientY / element.clientHeight;
          element.scrollTo({
            left: x * (element.scrollWidth - element.clientWidth),
            top: y * (element.scrollHeight - element.clientHeight),
          });
        }}
        className={`relative h-full w-full ${focus ? 'overflow-auto' : 'overflow-hidden'}`}
      >
        {focus ? (
          /* eslint-disable-next-line @next/next/no-img-element -- the full-size file, laid out at its size */
          <img
            key={`full-${index}`}
            src={fullSize(image)}
            alt={image.alt}
            onClick={() => setFocus(null)}
            onLoad={centre}
            className="max-w-none cursor-zoom-out"
            style={{ width: `${magnification * 100}%` }}
            data-zoom="full"
          />
        ) : (
          /* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */
          <img
            key={`fit-${index}`}
            {...getImageProps({ src: image.photo, alt: image.alt, fill: true, sizes: '100vw' })
              .props}
            onClick={(event) => setFocus(pointAt(event))}
            className="h-full w-full cursor-zoom-in object-contain"
          />
        )}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('previousPhoto')}
            className={roundButton}
          >
            <ChevronLeftIcon />
          </button>
          <p
            aria-live="polite"
            className="text-ink min-w-16 rounded-full bg-white/90 px-3 py-1.5 text-center text-sm tabular-nums"
            data-testid="zoom-counter"
          >
            {t('counter', {
              n: localeDigits(String(index + 1), locale),
              total: localeDigits(String(count), locale),
            })}
          </p>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('nextPhoto')}
            className={roundButton}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        ref={closeButton}
        aria-label={t('closeZoom')}
        className={`${roundButton} absolute top-[max(1rem,env(safe-area-inset-top))] right-4`}
      >
        <CloseIcon />
      </button>
    </dialog>
  );
}
