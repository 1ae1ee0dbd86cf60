'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '#intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/http/api-client';
import type { PhotoUpload, ProductPhotosState, ProductPhoto } from '@/lib/catalogue/admin';
import { PendingUploads } from './pending-uploads';
import { PhotoCard } from './photo-card';
import { movedOrder } from './photo-order';
import { callFailure } from '../call-failure';
import {
  deletePhoto,
  fetchPhotos,
  removeUpload,
  reorderPhotos,
  savePhotoAlt,
} from './photo-requests';
import { outcomeMessage, uploadOutcomes } from './upload-outcomes';
import { UploadList } from './upload-list';
import { UploadZone } from './upload-zone';
import { usePhotoUploads } from './use-photo-uploads';
import { usePollWhile } from './use-poll-while';

/** A photo as getProductForEdit(id).photos gives it. */
export type ManagedPhoto = Pick<ProductPhoto, 'id' | 'path' | 'alt' | 'width' | 'height'>;

type Props = { productId: number; photos: ManagedPhoto[]; uploads: PhotoUpload[] };

/** How often the photos are asked for again while an upload is being prepared. */
const pollMs = 1000;

/** Where focus goes once the photos have been drawn again. */
type FocusAfter = { id: string; fallback?: string };

/**
 * The staff's photos of one product: upload (drop, pick or take with the camera), alt
 * texts, order and deletion, each change sent at once through /api/v1/admin/products/{id}/
 * photos, whose answer (every photo, in order) is what the grid then shows. An upload is
 * prepared on the server: while one is, the photos are asked for again every second, and
 * the live region says when each is ready or why it was refused.
 */
export function PhotoManager({ productId, photos: initial, uploads: initialUploads }: Props) {
  const t = useTranslations('admin.products.photos');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const [photos, setPhotos] = useState(initial);
  const [pending, setPending] = useState(initialUploads);
  const [shown, setShown] = useState({ photos: initial, uploads: initialUploads });
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  // What the last answer said of the uploads, to tell what became of each.
  const pendingNow = useRef(initialUploads);
  // Uploads removed from this page: their going is no news.
  const removedHere = useRef(new Set<number>());
  // Counts this page's own changes: a poll sent before one of them answers with old news.
  const generation = useRef(0);
  // The page was drawn again (router.refresh): its photos are the newest.
  if (initial !== shown.photos || initialUploads !== shown.uploads) {
    setShown({ photos: initial, uploads: initialUploads });
    setPhotos(initial);
    setPending(initialUploads);
  }

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  /** Shows the server's answer, and says what became of the uploads since the last one. */
  const apply = useCallback(
    (next: ProductPhotosState) => {
      const outcomes = uploadOutcomes(pendingNow.current, next.uploads, removedHere.current);
      pendingNow.current = next.uploads;
      setPhotos(next.photos);
      setPending(next.uploads);
      const message = outcomeMessage(outcomes, t);
      if (message) announce(message);
      return outcomes;
    },
    [announce, t],
  );

  const onAnswer = useCallback(
    (answer: ProductPhotosState) => {
      generation.current += 1;
      return apply(answer);
    },
    [apply],
  );
  const uploads = usePhotoUploads({ productId, onAnswer, announce });
  const { settle } = uploads;

  const poll = useCallback(async () => {
    const sent = generation.current;
    const next = await fetchPhotos(productId);
    if (generation.current === sent) settle(apply(next));
  }, [productId, apply, settle]);
  usePollWhile(
    pending.some((upload) => upload.status === 'processing'),
    poll,
    pollMs,
  );

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const element = document.getElementById(target.id) as HTMLButtonElement | null;
    const usable = element && !element.disabled ? element : null;
    (usable ?? document.getElementById(target.fallback ?? ''))?.focus();
  }, [photos]);

  /** A change of the grid; a list made stale by another tab is reloaded from the page. */
  async function change(run: () => Promise<{ photos: ProductPhoto[] }>, done: string) {
    generation.current += 1;
    setBusy(true);
    try {
      setPhotos((await run()).photos);
      setNotice({ ok: true, message: done });
      return true;
    } catch (error) {
      focusAfter.current = null;
      setNotice({ ok: false, message: callFailure(error, common) });
      if (error instanceof ApiClientError && error.code === 'photos_changed') router.refresh();
      return false;
    } finally {
      setBusy(false);
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const order = movedOrder(
      photos.map((photo) => photo.id),
      index,
      by,
    );
    if (!order) return;
    const id = photos[index]!.id;
    const [word, other] = by < 0 ? ['earlier', 'later'] : ['later', 'earlier'];
    focusAfter.current = { id: `photo-${id}-${word}`, fallback: `photo-${id}-${other}` };
    void change(
      () => reorderPhotos(productId, order),
      t('moved', { from: index + 1, to: index + 1 + by, count: order.length }),
    );
  };

  const remove = (photo: ManagedPhoto, number: number) => {
    focusAfter.current = { id: 'product-photos-heading' };
    return change(() => deletePhoto(productId, photo.id), t('deleted', { number }));
  };

  const dropUpload = async (upload: PhotoUpload) => {
    removedHere.current.add(upload.id);
    try {
      uploads.settle(onAnswer(await removeUpload(productId, upload.id)));
      setNotice({ ok: true, message: t('removed', { name: upload.fileName }) });
      document.getElementById('product-photos-heading')?.focus();
      return true;
    } catch (error) {
      removedHere.current.delete(upload.id);
      setNotice({ ok: false, message: callFailure(error, common) });
      return false;
    }
  };

  const saveAlt = async (photo: ManagedPhoto, alt: string) => {
    generation.current += 1;
    try {
      setPhotos((await savePhotoAlt(productId, photo.id, alt)).photos);
      return { ok: true, message: t('altSaved') };
    } catch (error) {
      return { ok: false, message: callFailure(error, common) };
    }
  };

  return (
    // Sized by its own width, not the window's: the product page decides how wide it is.
    <div className="@container space-y-8">
      <div>
        <UploadZone onFiles={uploads.add} />
        <UploadList
          items={uploads.items}
          onDismiss={uploads.dismiss}
          onClearFinished={uploads.clearFinished}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="product-photos-heading">
        <h2
          id="product-photos-heading"
          tabIndex={-1}
          className="text-ink mb-4 text-xs tracking-[0.2em] uppercase outline-none"
        >
          {t('heading', { count: photos.length })}
        </h2>
        <p
          role={notice?.ok === false ? 'alert' : 'status'}
          className={`mb-3 min-h-5 text-sm ${notice?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {notice?.message ?? ''}
        </p>
        {photos.length === 0 ? (
          <p className="text-ink-soft text-sm">{t('none')}</p>
        ) : (
          <ol className="grid grid-cols-1 gap-3 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4">
            {photos.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                number={index + 1}
                count={photos.length}
                busy={busy}
                onMove={(by) => move(index, by)}
                onSaveAlt={(alt) => saveAlt(photo, alt)}
                onDelete={() => remove(photo, index + 1)}
              />
            ))}
          </ol>
        )}
        <PendingUploads uploads={pending} onRemove={dropUpload} />
      </section>
    </div>
  );
}
