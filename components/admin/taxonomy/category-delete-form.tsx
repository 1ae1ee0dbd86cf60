'use client';

import { useTranslations } from '#intl';
import type { AdminCategory } from '@/lib/catalogue/admin';
import type { CategoryChoice } from '@/lib/catalogue';
import { FormStatus } from '../form-status';
import { CategorySelect } from './category-select';
import { ConfirmDelete, DeleteSubmit } from './confirm-delete';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { counted } from '../customers/customer-words';

type Props = { action: FormAction; category: AdminCategory; targets: CategoryChoice[] };

/**
 * Deletes a category: not while subcategories are inside; with products inside, only
 * after choosing where they go (they move, and it goes, in one step).
 */
export function CategoryDeleteForm({ action, category, targets }: Props) {
  const t = useTranslations('admin.taxonomy');
  const { reply, pending, errors, formProps } = useActionForm(action);
  const { name, productCount, subcategoryCount } = category;
  if (subcategoryCount > 0) {
    return (
      <p className="text-ink-soft text-sm">
        {t('categoryDelete.holds', { name, ...counted(subcategoryCount) })}
      </p>
    );
  }
  const products = counted(productCount);
  return (
    <ConfirmDelete summary={t('common.delete', { name })}>
      <form {...formProps} className="space-y-4">
        <input type="hidden" name="categoryId" value={category.id} />
        {productCount > 0 ? (
          <CategorySelect
            name="moveProductsTo"
            label={t('categoryDelete.moveTo', products)}
            choices={targets}
            none={{ label: t('categoryDelete.chooseCategory'), disabled: true }}
            defaultValue={null}
            error={errors.moveProductsTo}
            required
          />
        ) : (
          <p className="text-ink-soft text-sm">{t('categoryDelete.empty')}</p>
        )}
        <p className="text-ink-soft text-sm">
          {category.url
            ? t('categoryDelete.pageStops', { url: category.url })
            : t('common.cannotUndo')}
        </p>
        <FormStatus state={reply} />
        <DeleteSubmit
          pending={pending}
          label={
            productCount > 0
              ? t('categoryDelete.moveAndDelete', products)
              : t('common.delete', { name })
          }
        />
      </form>
    </ConfirmDelete>
  );
}
