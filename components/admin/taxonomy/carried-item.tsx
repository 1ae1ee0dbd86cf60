'use client';

import { useTranslations } from '#intl';
import { counted } from '../customers/customer-words';
import { DeleteWithCount } from './delete-with-count';
import { NameEdit } from './name-edit';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  item: { id: number; name: string; nameBn: string | null; slug: string; productCount: number };
  field: 'valueId' | 'tagId';
  actions: { edit: FormAction; remove: FormAction };
  /** The edit disclosure's word: 'Edit', 'Rename'. */
  verb: string;
  /** Drawn before the name (a swatch). */
  mark?: React.ReactNode;
  extra?: (fields: Record<string, string> | undefined) => React.ReactNode;
  /** What losing it means for the products that carry it, if more than losing it. */
  loss?: string;
};

/**
 * Something products carry (a value, a tag): its name and slug, an edit, and a delete. A
 * client component, so that a row can hand it the extra fields as a function.
 */
export function CarriedItem({ item, field, actions, verb, mark, extra, loss }: Props) {
  const t = useTranslations('admin.taxonomy.common');
  const target = { field, id: item.id, name: item.name };
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <p className="text-ink flex flex-wrap items-center gap-2">
        {mark}
        <span className="font-medium">{item.name}</span>
        <span className="text-ink-muted text-xs break-all">
          {item.slug} · {t('products', counted(item.productCount))}
        </span>
      </p>
      <div className="flex flex-wrap gap-x-6">
        <NameEdit
          action={actions.edit}
          {...target}
          nameBn={item.nameBn}
          verb={verb}
          hint={t('filterStays', { slug: item.slug })}
          extra={extra}
        />
        <DeleteWithCount
          action={actions.remove}
          {...target}
          productCount={item.productCount}
          loss={loss}
        />
      </div>
    </div>
  );
}
