'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ReviewForm } from './review-form';

/** The form, then her thanks in its place once it is sent. */
export function ReviewPageBody({ token, productPath }: { token: string; productPath: string }) {
  const t = useTranslations('reviews.page');
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-ink text-xl font-light">{t('thanksTitle')}</h2>
        <p className="text-ink-soft text-sm leading-7">{t('thanks')}</p>
        <ButtonLink href={productPath} variant="secondary">
          {t('backToPiece')}
        </ButtonLink>
      </div>
    );
  }
  return <ReviewForm token={token} onSent={() => setSent(true)} />;
}
