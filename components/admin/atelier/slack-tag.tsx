import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';

import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';

/** The board's words (messages/<locale>/admin.json, atelier.board). */
export type BoardWords = ReturnType<typeof createTranslator<Messages, 'admin.atelier.board'>>;

/** A piece's slack in days: red when negative (it will be late), plain otherwise. */
export function SlackTag({ slack, t }: { slack: number | null; t: BoardWords }) {
  if (slack === null) return <span className="text-ink-soft">{t('noDate')}</span>;
  const n = localeDigits(String(Math.abs(slack)), staffLocale);
  const late = slack < 0;
  return (
    <span
      data-slack={slack}
      className={`inline-block border px-2 py-0.5 text-xs whitespace-nowrap tabular-nums ${
        late ? 'border-red-300 bg-red-50 text-red-800' : 'text-ink border-stone-300'
      }`}
    >
      {late
        ? t('lateDays', { days: -slack, n })
        : slack === 0
          ? t('onTime')
          : t('slackDays', { days: slack, n })}
    </span>
  );
}
