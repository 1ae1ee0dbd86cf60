'use client';

import { useTranslations } from '#intl';
import { Photo } from '@/components/ui/photo';
import { DeletePhoto } from './delete-photo';
import { PhotoAltForm, type Outcome } from './photo-alt-form';
import type { ManagedPhoto } from './photo-manager';

type Props = {
  photo: ManagedPhoto;
  /** Its place, from 1: what its buttons are named by. */
  number: number;
  count: number;
  /** Another change is on its way: moves and deletions wait for it. */
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onSaveAlt: (alt: string) => Promise<Outcome>;
  onDelete: () => Promise<boolean>;
};

const moveClass =
  'h-11 flex-1 border border-stone-300 px-2 text-xs tracking-[0.1em] text-ink uppercase transition-colors hover:border-ink disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:border-stone-300 aria-disabled:cursor-wait';

/** One photo: how it looks, its alt text, and its place among the product's photos. */
export function PhotoCard({ photo, number, count, busy, onMove, onSaveAlt, onDelete }: Props) {
  const t = useTranslations('admin.products.photos');
  const moveButton = (by: -1 | 1) => {
    const word = by < 0 ? 'earlier' : 'later';
    return (
      <button
        id={`photo-${photo.id}-${word}`}
        type="button"
        disabled={by < 0 ? number === 1 : number === count}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onMove(by)}
        className={moveClass}
      >
        {by < 0 && (
          <span aria-hidden="true" className="hidden @md:inline">
            ←{' '}
          </span>
        )}
        {t.rich(by < 0 ? 'moveEarlier' : 'moveLater', {
          number,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
        {by > 0 && (
          <span aria-hidden="true" className="hidden @md:inline">
            {' '}
            →
          </span>
        )}
      </button>
    );
  };
  return (
    // In a narrow column (a phone) the photo sits beside its controls; wider, above them.
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 border border-stone-200 bg-white p-3 @md:flex @md:flex-col">
      <div className="space-y-2">
        <div className="flex flex-col gap-1 @md:flex-row @md:items-baseline @md:justify-between">
          <h3 className="text-ink text-sm">{t('title', { number })}</h3>
          {number === 1 && <span className="text-ink-muted text-xs">{t('shownFirst')}</span>}
        </div>
        <div className="aspect-[3/4] overflow-hidden bg-stone-100">
          <Photo
            src={photo.path}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="(min-width: 1024px) 15rem, (min-width: 640px) 40vw, 6rem"
            className="h-full w-full object-contain"
          />
        </div>
      </div>
      <div className="space-y-3">
        <PhotoAltForm number={number} alt={photo.alt} onSave={onSaveAlt} />
        <div className="flex gap-2">
          {moveButton(-1)}
          {moveButton(1)}
        </div>
        <DeletePhoto number={number} onDelete={onDelete} />
      </div>
    </li>
  );
}
