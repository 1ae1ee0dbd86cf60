'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/http/api-client';
import type { ProductPhoto } from '@/lib/media/product-photos/product-photo-rows';
import { PhotoCard } from './photo-card';
import { movedOrder } from './photo-order';
import { deletePhoto, messageOf, reorderPhotos, savePhotoAlt } from './photo-requests';
import { UploadList } from './upload-list';
import { UploadZone } from './upload-zone';
import { usePhotoUploads } from './use-photo-uploads';

/** A photo as getProductForEdit(id).photos gives it. */
export type ManagedPhoto = Pick<ProductPhoto, 'id' | 'path' | 'alt' | 'width' | 'height'>;

type Props = { productId: number; photos: ManagedPhoto[] };

/** Where focus goes once the photos have been drawn again. */
type FocusAfter = { id: string; fallback?: string };

/**
 * The staff's photos of one product: upload (drop, pick or take with the camera), alt
 * texts, order and deletion, each change sent at once through /api/v1/admin/products/{id}/
 * photos, whose answer (every photo, in order) is what the grid then shows.
 */
export function PhotoManager({ productId, photos: initial }: Props) {
  const router = useRouter();
  const [photos, setPhotos] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  // The page was drawn again (router.refresh): its photos are the newest.
  if (initial !== shown) {
    setShown(initial);
    setPhotos(initial);
  }

  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const uploads = usePhotoUploads({ productId, onPhotos: setPhotos, announce });

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
    setBusy(true);
    try {
      setPhotos((await run()).photos);
      setNotice({ ok: true, message: done });
      return true;
    } catch (error) {
      focusAfter.current = null;
      setNotice({ ok: false, message: messageOf(error) });
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
      `Photo ${index + 1} is now photo ${index + 1 + by} of ${order.length}.`,
    );
  };

  const remove = (photo: ManagedPhoto, number: number) => {
    focusAfter.current = { id: 'product-photos-heading' };
    return change(() => deletePhoto(productId, photo.id), `Photo ${number} deleted.`);
  };

  const saveAlt = async (photo: ManagedPhoto, alt: string) => {
    try {
      setPhotos((await savePhotoAlt(productId, photo.id, alt)).photos);
      return { ok: true, message: 'Alt text saved.' };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
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
          Photos ({photos.length})
        </h2>
        <p
          role={notice?.ok === false ? 'alert' : 'status'}
          className={`mb-3 min-h-5 text-sm ${notice?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {notice?.message ?? ''}
        </p>
        {photos.length === 0 ? (
          <p className="text-ink-soft text-sm">
            No photos yet: the store shows a placeholder until one is added.
          </p>
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
      </section>
    </div>
  );
}
