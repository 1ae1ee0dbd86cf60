'use client';

import { useTranslations } from '#intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ConsentChoice } from '@/lib/measurement/client';

/** The consent choice itself: a bar along the foot of the page with accept and decline. */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslations('shell.consent');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:px-8"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
        <div className="flex-1">
          <h2 id={titleId} className="text-primary-800 text-xs tracking-[0.3em] uppercase">
            {t('title')}
          </h2>
          <p className="text-ink mt-1 text-sm leading-relaxed">{t('text')}</p>
        </div>
        <div className="flex gap-3">
          <Button size="small" onClick={() => onChoose('granted')}>
            {t('accept')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => onChoose('denied')}>
            {t('decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
