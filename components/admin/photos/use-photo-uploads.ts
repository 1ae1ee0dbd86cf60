'use client';

import { useTranslations } from '#intl';
import { useCallback, useRef, useState } from 'react';
import { counted } from '../customers/customer-words';
import { callFailure } from '../call-failure';
import { uploadPhoto, type UploadAnswer } from './photo-requests';
import type { PhotosT } from './photos-text';
import { refusalBeforeUpload } from './upload-checks';
import type { UploadOutcomes } from './upload-outcomes';

/** `preparing`: sent and taken; the server is making the photo (its upload is `uploadId`). */
export type UploadStatus = 'waiting' | 'uploading' | 'preparing' | 'added' | 'refused';

export type UploadItem = {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** The share of the file sent, 0 to 1, while it uploads. */
  progress: number;
  message?: string;
  uploadId?: number;
};

type Options = {
  productId: number;
  /**
   * Shows the server's answer to an upload (every photo, and the uploads being prepared),
   * telling what became of those prepared since the last answer.
   */
  onAnswer: (answer: UploadAnswer) => UploadOutcomes;
  announce: (message: string) => void;
};

let nextKey = 0;

function addedMessage(t: PhotosT, sending: number, tooLarge: number): string {
  const parts = [];
  if (sending > 0) parts.push(t('uploading', counted(sending)));
  if (tooLarge > 0) parts.push(t('tooLarge', counted(tooLarge)));
  return parts.join(' ');
}

/**
 * The files chosen for upload, sent one after the other (one request a file stays under the
 * proxy's body limit), each with its own progress, then prepared on the server until it is
 * added or refused (`settle`).
 */
export function usePhotoUploads({ productId, onAnswer, announce }: Options) {
  const t = useTranslations('admin.products.photos');
  const common = useTranslations('admin.common');
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  /** Marks the files whose uploads the server has made into photos, or refused. */
  const settle = useCallback(({ ready, failed }: UploadOutcomes) => {
    const added = new Set(ready.map((upload) => upload.id));
    const refused = new Map(failed.map((upload) => [upload.id, upload.error ?? undefined]));
    if (added.size === 0 && refused.size === 0) return;
    setItems((all) =>
      all.map((item) => {
        if (item.status !== 'preparing' || item.uploadId === undefined) return item;
        if (added.has(item.uploadId)) return { ...item, status: 'added' };
        if (!refused.has(item.uploadId)) return item;
        return { ...item, status: 'refused', message: refused.get(item.uploadId) };
      }),
    );
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      update(key, { status: 'uploading', progress: 0 });
      try {
        const answer = await uploadPhoto(productId, file, (progress) => update(key, { progress }));
        update(key, { status: 'preparing', progress: 1, uploadId: answer.uploadIds[0] });
        announce(t('sent', { name: file.name }));
        settle(onAnswer(answer));
      } catch (error) {
        const message = callFailure(error, common);
        update(key, { status: 'refused', message });
        announce(message);
      }
    }
    running.current = false;
  }, [productId, onAnswer, announce, update, settle, t, common]);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const added = files.map((file) => {
        const refusal = refusalBeforeUpload(file, t);
        nextKey += 1;
        const item: UploadItem = {
          key: nextKey,
          name: file.name,
          size: file.size,
          status: refusal ? 'refused' : 'waiting',
          progress: 0,
          message: refusal ?? undefined,
        };
        return { item, file };
      });
      setItems((all) => [...all, ...added.map(({ item }) => item)]);
      const sendable = added.filter(({ item }) => item.status === 'waiting');
      queue.current.push(...sendable.map(({ item, file }) => ({ key: item.key, file })));
      announce(addedMessage(t, sendable.length, added.length - sendable.length));
      void run();
    },
    [announce, run, t],
  );

  const dismiss = useCallback((key: number) => {
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setItems((all) => all.filter((item) => item.status !== 'added' && item.status !== 'refused'));
  }, []);

  return { items, add, settle, dismiss, clearFinished };
}
