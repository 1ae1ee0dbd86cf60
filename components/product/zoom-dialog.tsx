'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { ProductImage } from '@/lib/catalog/types';

const magnification = 2.5;

/**
 * A photo filling the screen. A click or tap magnifies it at that point and the pointer
 * pans it; phones can pinch as well. Escape, the button or a second click closes or
 * resets it.
 */
export default function ZoomDialog({
  image,
  label,
  onClose,
}: {
  image: ProductImage;
  label: string;
  onClose: () => void;
}) {
  const t = useTranslations('product.gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const [origin, setOrigin] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const pointAt = (event: React.MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    return `${x.toFixed(1)}% ${y.toFixed(1)}%`;
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 backdrop:bg-white"
    >
      <div
        role="presentation"
        onClick={(event) => {
          const point = pointAt(event);
          setOrigin((current) => (current ? null : point));
        }}
        onPointerMove={(event) => {
          if (origin && event.pointerType === 'mouse') setOrigin(pointAt(event));
        }}
        className={`relative h-full w-full overflow-hidden ${origin ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
      >
        <Image
          src={image.photo}
          alt={image.alt}
          fill
          sizes="100vw"
          className="object-contain transition-transform duration-200"
          style={
            origin ? { transform: `scale(${magnification})`, transformOrigin: origin } : undefined
          }
        />
      </div>
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        aria-label={t('closeZoom')}
        autoFocus
        className="text-ink absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-sm"
      >
        <CloseIcon />
      </button>
    </dialog>
  );
}
