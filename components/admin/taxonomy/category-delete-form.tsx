'use client';

import type { AdminCategory } from '@/lib/catalogue/admin';
import type { CategoryChoice } from '@/lib/catalogue';
import { FormStatus } from '../form-status';
import { CategorySelect } from './category-select';
import { ConfirmDelete, DeleteSubmit } from './confirm-delete';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; category: AdminCategory; targets: CategoryChoice[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a category: not while subcategories are inside; with products inside, only
 * after choosing where they go (they move, and it goes, in one step).
 */
export function CategoryDeleteForm({ action, category, targets }: Props) {
  const { reply, pending, errors, formProps } = useActionForm(action);
  const { name, productCount, subcategoryCount } = category;
  if (subcategoryCount > 0) {
    return (
      <p className="text-ink-soft text-sm">
        {name} holds {plural(subcategoryCount, 'subcategory', 'subcategories')}: move or delete them
        first, then it can be deleted.
      </p>
    );
  }
  const products = plural(productCount, 'product', 'products');
  return (
    <ConfirmDelete summary={`Delete ${name}`}>
      <form {...formProps} className="space-y-4">
        <input type="hidden" name="categoryId" value={category.id} />
        {productCount > 0 ? (
          <CategorySelect
            name="moveProductsTo"
            label={`Move its ${products} to`}
            choices={targets}
            none={{ label: 'Choose a category', disabled: true }}
            defaultValue={null}
            error={errors.moveProductsTo}
            required
          />
        ) : (
          <p className="text-ink-soft text-sm">No product is in it.</p>
        )}
        <p className="text-ink-soft text-sm">
          {category.url ? `Its page ${category.url} will stop opening. ` : ''}This cannot be undone.
        </p>
        <FormStatus state={reply} />
        <DeleteSubmit
          pending={pending}
          label={productCount > 0 ? `Move ${products} and delete` : `Delete ${name}`}
        />
      </form>
    </ConfirmDelete>
  );
}
