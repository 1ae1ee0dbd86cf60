import type { Metadata } from 'next';
import { SelectField } from '@/components/account/form-field';
import { secondaryButtonClass } from '@/components/account/form-styles';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { auditColumns } from '@/components/admin/audit/audit-columns';
import { Panel } from '@/components/admin/panel';
import { DataTable } from '@/components/ui/data-table';
import {
  adminRoutes,
  auditPageSize,
  auditQuerySchema,
  listAudit,
  requireStaffPage,
} from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.audit());
  const query = auditQuerySchema.parse(await searchParams);
  const { rows, total, actions, entities, actors } = await listAudit(query);
  const pages = Math.max(1, Math.ceil(total / auditPageSize));
  const pageUrl = (page: number) =>
    adminRoutes.audit({
      entity: query.entity,
      action: query.action,
      actor: query.actor || undefined,
      page,
    });
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
        <DataTable
          caption="Changes by staff, newest first"
          columns={auditColumns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          framed={false}
          pagination={{ label: 'Pages of the audit log', page: query.page, pages, hrefOf: pageUrl }}
          empty={{
            title: 'Nothing recorded',
            hint: 'Nothing has been recorded for this choice yet.',
            actions: [{ href: adminRoutes.audit(), label: 'Every change' }],
          }}
        />
      </Panel>
    </>
  );
}
