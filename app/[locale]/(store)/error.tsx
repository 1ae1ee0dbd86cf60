'use client';

import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { storePhone } from '@/lib/client-config';
import { localeDigits } from '@/lib/i18n/digits';

/** Shown when a page cannot be rendered, for example while the database is unavailable. */
export default function StoreError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('shell.error');
  const locale = useLocale();
  return (
    <div role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center sm:py-32">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('eyebrow')}</p>
      <h1 className="text-ink mt-4 text-4xl font-light">{t('title')}</h1>
      <p className="text-ink-soft mt-6 text-lg leading-relaxed">
        {t('message', { phone: localeDigits(storePhone, locale) })}
      </p>
      <div className="mt-10 flex justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="bg-ink hover:bg-primary-800 px-8 py-3 text-xs tracking-[0.2em] text-white uppercase"
        >
          {t('retry')}
        </button>
        <LocalisedLink
          href="/"
          className="border-ink hover:border-primary border px-8 py-3 text-xs tracking-[0.2em] uppercase"
        >
          {t('home')}
        </LocalisedLink>
      </div>
    </div>
  );
}
