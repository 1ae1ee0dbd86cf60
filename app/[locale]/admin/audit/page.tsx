import type { Metadata } from 'next';
import Link from 'next/link';
import { SelectField } from '@/components/account/form-field';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import {
  auditPageSize,
  changedFields,
  listAudit,
  requireStaffPage,
  auditQuerySchema,
} from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

const shown = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('/admin/audit');
  const query = auditQuerySchema.parse(await searchParams);
  const { rows, total, actions, entities, actors } = await listAudit(query);
  const pages = Math.max(1, Math.ceil(total / auditPageSize));
  const pageUrl = (page: number) => {
    const params = new URLSearchParams();
    if (query.entity) params.set('entity', query.entity);
    if (query.action) params.set('action', query.action);
    if (query.actor) params.set('actor', String(query.actor));
    params.set('page', String(page));
    return `/admin/audit?${params}`;
  };
  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Every change made by staff: who, when, and what it was before and after."
      />
      <Panel className="mb-6">
        <form method="get" className="grid gap-4 sm:grid-cols-4 sm:items-end">
          <SelectField name="entity" label="Record" defaultValue={query.entity ?? ''}>
            <option value="">All records</option>
            {entities.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </SelectField>
          <SelectField name="action" label="Action" defaultValue={query.action ?? ''}>
            <option value="">All actions</option>
            {actions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </SelectField>
          <SelectField
            name="actor"
            label="By"
            defaultValue={query.actor ? String(query.actor) : ''}
          >
            <option value="">Anyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name || `#${actor.id}`}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={secondaryButtonClass}>
            Show
          </button>
        </form>
      </Panel>
      <Panel title={`${total} ${total === 1 ? 'change' : 'changes'}`}>
        {rows.length === 0 ? (
          <p className="text-ink-soft text-sm">Nothing has been recorded for this choice yet.</p>
        ) : (
          <ol className="divide-y divide-stone-200">
            {rows.map((row) => {
              const changes = changedFields(row.before, row.after);
              return (
                <li key={row.id} className="py-4 first:pt-0">
                  <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
                    <p className="text-ink text-sm">
                      <span className="font-medium">{row.actorName || 'System'}</span>{' '}
                      <span className="text-ink-soft">{row.action}</span>{' '}
                      <span className="text-ink-muted">
                        {row.entity} #{row.entityId}
                      </span>
                    </p>
                    <time className="text-ink-muted text-xs" dateTime={row.createdAt.toISOString()}>
                      {when.format(row.createdAt)}
                    </time>
                  </div>
                  {changes.length > 0 && (
                    <dl className="mt-2 grid gap-1 text-xs sm:grid-cols-[10rem_1fr]">
                      {changes.map((change) => (
                        <div key={change.field} className="contents">
                          <dt className="text-ink-muted">{change.field}</dt>
                          <dd className="text-ink-soft break-all">
                            <del className="text-red-800/80">{shown(change.before)}</del> →{' '}
                            <ins className="text-emerald-800 no-underline">
                              {shown(change.after)}
                            </ins>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {pages > 1 && (
          <nav
            aria-label="Pages of the audit log"
            className="mt-6 flex items-center justify-between text-sm"
          >
            {query.page > 1 ? <Link href={pageUrl(query.page - 1)}>← Newer</Link> : <span />}
            <span className="text-ink-muted">
              Page {query.page} of {pages}
            </span>
            {query.page < pages ? <Link href={pageUrl(query.page + 1)}>Older →</Link> : <span />}
          </nav>
        )}
      </Panel>
    </>
  );
}
