import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { AttributeValueCreateForm } from '@/components/admin/taxonomy/attribute-value-create-form';
import { AttributeValueRow } from '@/components/admin/taxonomy/attribute-value-row';
import { NameEdit } from '@/components/admin/taxonomy/name-edit';
import { listAdminAttributes } from '@/lib/catalogue/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import {
  createValueAction,
  deleteValueAction,
  moveValueAction,
  renameAttributeAction,
  updateValueAction,
} from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.attributes' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

const actions = { move: moveValueAction, update: updateValueAction, remove: deleteValueAction };

export default async function AttributesPage() {
  await requireStaffPage(adminRoutes.attributes.list());
  const [attributes, t, valueT, common] = await Promise.all([
    listAdminAttributes(),
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.attributeValues' }),
    getTranslations({ locale: staffLocale, namespace: 'admin.taxonomy.common' }),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {attributes.length === 0 ? (
        <Panel>
          <p className="text-ink-soft text-sm">{t('empty')}</p>
        </Panel>
      ) : (
        <div className="space-y-6">
          {attributes.map((attribute) => (
            <Panel key={attribute.id} title={`${attribute.name} (${attribute.values.length})`}>
              <div className="-mt-2 mb-2">
                <NameEdit
                  action={renameAttributeAction}
                  field="attributeId"
                  id={attribute.id}
                  name={attribute.name}
                  nameBn={attribute.nameBn}
                  verb={common('rename')}
                  hint={valueT('renameHint', { slug: attribute.slug })}
                />
              </div>
              {attribute.values.length === 0 ? (
                <p className="text-ink-soft pb-5 text-sm">{valueT('none')}</p>
              ) : (
                <ul
                  className="divide-y divide-stone-100"
                  aria-label={valueT('list', { name: attribute.name })}
                >
                  {attribute.values.map((value) => (
                    <li key={value.id}>
                      <AttributeValueRow
                        value={value}
                        swatches={attribute.swatches}
                        actions={actions}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <AttributeValueCreateForm action={createValueAction} attribute={attribute} />
            </Panel>
          ))}
        </div>
      )}
    </>
  );
}
