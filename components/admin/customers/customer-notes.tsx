import { useTranslations } from 'next-intl';
import type { CustomerNote } from '@/lib/customers/admin';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

/** The staff's notes about the customer, newest first, each with who wrote it and when. */
export function CustomerNotes({ notes }: { notes: CustomerNote[] }) {
  const t = useTranslations('admin.customers.notes');
  if (notes.length === 0) {
    return <p className="text-ink-soft text-sm">{t('none')}</p>;
  }
  return (
    <ol className="divide-y divide-stone-200" aria-label={t('label')}>
      {notes.map((note) => (
        <li key={note.id} className="py-3 first:pt-0">
          <p className="text-ink text-sm whitespace-pre-line">{note.body}</p>
          <p className="text-ink-muted mt-1 text-xs">
            {note.author ?? t('formerStaff')} ·{' '}
            <time dateTime={note.createdAt}>
              {formatDhaka(note.createdAt, staffLocale, 'dateTime')}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
