import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/account/form-field';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { auditColumns } from '@/components/admin/audit/audit-columns';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import {
  adminRoutes,
  auditPageSize,
  auditQuerySchema,
  listAudit,
  requireStaffPage,
} from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.audit' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.audit());
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.audit' });
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
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Panel className="mb-6">
        <form method="get" className="grid gap-4 sm:grid-cols-4 sm:items-end">
          <SelectField name="entity" label={t('filters.entity')} defaultValue={query.entity ?? ''}>
            <option value="">{t('filters.allEntities')}</option>
            {entities.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </SelectField>
          <SelectField name="action" label={t('filters.action')} defaultValue={query.action ?? ''}>
            <option value="">{t('filters.allActions')}</option>
            {actions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </SelectField>
          <SelectField
            name="actor"
            label={t('filters.actor')}
            defaultValue={query.actor ? String(query.actor) : ''}
          >
            <option value="">{t('filters.anyone')}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name || `#${actor.id}`}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('filters.show')}
          </Button>
        </form>
      </Panel>
      <Panel title={t('count', { count: total })}>
        <DataTable
          caption={t('caption')}
          columns={auditColumns(t)}
          rows={rows}
          rowKey={(row) => String(row.id)}
          framed={false}
          pagination={{ label: t('pages'), page: query.page, pages, hrefOf: pageUrl }}
          empty={{
            title: t('empty.title'),
            hint: t('empty.hint'),
            actions: [{ href: adminRoutes.audit(), label: t('empty.all') }],
          }}
        />
      </Panel>
    </>
  );
}
