import type { useTranslations } from 'next-intl';
import type { DataColumn } from '@/components/ui/data-table';
import { changedFields, type listAudit } from '@/lib/identity/admin';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

export type AuditEntryRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

/** The log's words, as the page reads them (`getTranslations('admin.audit')`). */
type AuditText = ReturnType<typeof useTranslations<'admin.audit'>>;

const shown = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The log's columns: who did what to which record, when, and each field before and after. */
export const auditColumns = (t: AuditText): DataColumn<AuditEntryRow>[] => [
  {
    id: 'change',
    header: t('table.change'),
    card: 'title',
    cell: (row) => (
      <p className="text-ink text-sm">
        <span className="font-medium">{row.actorName || t('system')}</span>{' '}
        <span className="text-ink-soft">{row.action}</span>{' '}
        <span className="text-ink-muted">
          {row.entity} #{row.entityId}
        </span>
      </p>
    ),
  },
  {
    id: 'when',
    header: t('table.when'),
    cell: (row) => (
      <time
        className="text-ink-muted text-xs whitespace-nowrap"
        dateTime={row.createdAt.toISOString()}
      >
        {formatDhaka(row.createdAt, staffLocale, 'dateTime')}
      </time>
    ),
  },
  {
    id: 'fields',
    header: t('table.fields'),
    cell: (row) => {
      const changes = changedFields(row.before, row.after);
      if (changes.length === 0) return <span className="text-ink-muted text-xs">—</span>;
      return (
        <dl className="grid gap-1 text-left text-xs sm:grid-cols-[8rem_1fr]">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="text-ink-muted">{change.field}</dt>
              <dd className="text-ink-soft break-all">
                <del className="text-red-800/80">{shown(change.before)}</del> →{' '}
                <ins className="text-emerald-800 no-underline">{shown(change.after)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      );
    },
  },
];
