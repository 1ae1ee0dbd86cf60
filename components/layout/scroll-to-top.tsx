'use client';

import { useTranslations } from '#intl';
import { ArrowUpIcon } from '@/components/ui/icons';

export function ScrollToTop() {
  const t = useTranslations('shell.footer');
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="text-ink-soft hover:text-primary-700 inline-flex items-center gap-2 text-xs tracking-[0.2em] uppercase transition-colors"
    >
      <ArrowUpIcon width={16} height={16} />
      {t('backToTop')}
    </button>
  );
}
