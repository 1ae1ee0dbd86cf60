'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { Photo } from '@/components/ui/photo';
import { photoUploads } from '@/lib/config';
import type { SlidePhotos } from '@/lib/content/admin';
import { callFailure } from '../call-failure';
import { sendPhotoForm } from '../photos/photo-requests';
import { megabytes, photoAccept, refusalBeforeUpload } from '../photos/upload-checks';
import type { FormAction } from './action-form';
import { ConfirmDelete } from './confirm-delete';

type Props = SlidePhotos & {
  slideId: number;
  message: string;
  remove: FormAction;
};

type Crop = 'both' | 'phone';

const pickerClass =
  'inline-flex h-11 cursor-pointer items-center justify-center border px-5 text-xs tracking-[0.2em] uppercase transition-colors has-[:focus-visible]:focus-ring has-[:disabled]:cursor-wait has-[:disabled]:opacity-60';

function Preview({ src, label, shape }: { src: string; label: string; shape: string }) {
  return (
    <figure className="space-y-2">
      <div className={`relative ${shape} bg-stone-100`}>
        <Photo src={src} alt="" fill sizes="160px" className="object-cover" />
      </div>
      <figcaption className="text-ink-muted text-xs">{label}</figcaption>
    </figure>
  );
}

/**
 * A slide's photograph: one upload makes its desktop and phone crops; a second photograph
 * may replace the phone crop alone. Without a photograph the slide is not shown.
 */
export function SlidePhoto({ slideId, message, image, imagePhone, remove }: Props) {
  const t = useTranslations('admin.content.slidePhoto');
  const photosT = useTranslations('admin.products.photos');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const [sending, setSending] = useState<Crop | null>(null);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function upload(input: HTMLInputElement, crop: Crop) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refusal = refusalBeforeUpload(file, photosT);
    if (refusal) return setStatus({ error: true, text: refusal });
    setSending(crop);
    setStatus({ error: false, text: t('uploadingFile', { name: file.name }) });
    try {
      const form = new FormData();
      form.append('photo', file);
      await sendPhotoForm<SlidePhotos>(`/api/v1/admin/banner/${slideId}/photo?crop=${crop}`, form);
      setStatus({ error: false, text: t('saved') });
      router.refresh();
    } catch (error) {
      setStatus({ error: true, text: callFailure(error, common) });
    } finally {
      setSending(null);
    }
  }

  const picker = (crop: Crop, label: string, tone: string) => (
    <label className={`${pickerClass} ${tone}`}>
      <input
        type="file"
        accept={photoAccept}
        className="sr-only"
        disabled={sending !== null}
        aria-label={t('pickerFor', { label, message })}
        onChange={(event) => void upload(event.currentTarget, crop)}
      />
      {sending === crop ? t('uploading') : label}
    </label>
  );

  return (
    <section aria-label={t('label', { message })} className="space-y-4">
      {image || imagePhone ? (
        <div className="flex items-end gap-4">
          <div className="w-32 sm:w-40">
            <Preview src={image ?? imagePhone!} label={t('desktop')} shape="aspect-square" />
          </div>
          <div className="w-24 sm:w-32">
            <Preview src={imagePhone ?? image!} label={t('phone')} shape="aspect-[4/5]" />
          </div>
        </div>
      ) : (
        <p className="text-ink-soft border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-sm">
          {t('none')}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {picker(
          'both',
          image || imagePhone ? t('replace') : t('upload'),
          'bg-ink border-ink hover:bg-primary-800 text-white',
        )}
        {(image || imagePhone) &&
          picker('phone', t('phoneOnly'), 'border-ink text-ink hover:text-primary-800 bg-white')}
      </div>
      <p className="text-ink-muted text-xs">
        {t('accepted', { size: megabytes(photoUploads.maxFileBytes) })}
      </p>
      <p
        role={status?.error ? 'alert' : 'status'}
        className={`min-h-5 text-sm ${status?.error ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {status?.text ?? ''}
      </p>
      {(image || imagePhone) && (
        <ConfirmDelete
          action={remove}
          fields={{ id: slideId }}
          summary={t('remove')}
          warning={t('removeWarning')}
          button={t('removeConfirm')}
        />
      )}
    </section>
  );
}
