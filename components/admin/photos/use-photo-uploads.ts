'use client';

import { useCallback, useRef, useState } from 'react';
import type { ProductPhoto } from '@/lib/media/product-photos/product-photo-rows';
import { messageOf, uploadPhoto } from './photo-requests';
import { refusalBeforeUpload } from './upload-checks';

export type UploadStatus = 'waiting' | 'uploading' | 'added' | 'refused';

export type UploadItem = {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** The share of the file sent, 0 to 1, while it uploads. */
  progress: number;
  message?: string;
};

type Options = {
  productId: number;
  /** Every photo of the product, as the server answered an upload. */
  onPhotos: (photos: ProductPhoto[]) => void;
  announce: (message: string) => void;
};

let nextKey = 0;

const photosWord = (count: number) => (count === 1 ? 'one photo' : `${count} photos`);

function addedMessage(sending: number, tooLarge: number): string {
  const parts = [];
  if (sending > 0) parts.push(`Uploading ${photosWord(sending)}.`);
  if (tooLarge > 0)
    parts.push(
      `${tooLarge === 1 ? 'One file is' : `${tooLarge} files are`} too large to send: see the list.`,
    );
  return parts.join(' ');
}

/**
 * The files chosen for upload, sent one after the other (a decoded photo takes much memory
 * on the server, and one request a file stays under the proxy's body limit), each with
 * its own progress and outcome.
 */
export function usePhotoUploads({ productId, onPhotos, announce }: Options) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      update(key, { status: 'uploading', progress: 0 });
      try {
        const { photos } = await uploadPhoto(productId, file, (progress) =>
          update(key, { progress }),
        );
        onPhotos(photos);
        update(key, { status: 'added', progress: 1 });
        announce(`${file.name} added.`);
      } catch (error) {
        const message = messageOf(error);
        update(key, { status: 'refused', message });
        announce(message);
      }
    }
    running.current = false;
  }, [productId, onPhotos, announce, update]);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const added = files.map((file) => {
        const refusal = refusalBeforeUpload(file);
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
      announce(addedMessage(sendable.length, added.length - sendable.length));
      void run();
    },
    [announce, run],
  );

  const dismiss = useCallback((key: number) => {
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setItems((all) =>
      all.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
    );
  }, []);

  return { items, add, dismiss, clearFinished };
}
