'use client';

import { useTranslations } from '#intl';
import { FormStatus } from '../form-status';
import { ConfirmDelete, DeleteSubmit } from './confirm-delete';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { counted } from '../customers/customer-words';

type Props = {
  action: FormAction;
  field: 'valueId' | 'tagId';
  id: number;
  name: string;
  productCount: number;
  /** What losing it means for the products that carry it, if more than losing it. */
  loss?: string;
};

/**
 * A delete that names how many products lose what is deleted. The number the staff saw is
 * sent with it: if more products carry it by then, the delete is refused with the new one.
 */
export function DeleteWithCount({ action, field, id, name, productCount, loss }: Props) {
  const t = useTranslations('admin.taxonomy.common');
  const { reply, pending, formProps } = useActionForm(action);
  const products = t('products', counted(productCount));
  return (
    <ConfirmDelete summary={t('delete', { name })}>
      <form {...formProps} className="space-y-3">
        <input type="hidden" name={field} value={id} />
        <input type="hidden" name="productsConfirmed" value={productCount} />
        <p className="text-ink-soft text-sm">
          {productCount === 0
            ? t('noProduct')
            : loss
              ? t('loseWhy', { products, loss })
              : t('lose', { products })}
        </p>
        <FormStatus state={reply} />
        <DeleteSubmit pending={pending} label={t('delete', { name })} />
      </form>
    </ConfirmDelete>
  );
}
