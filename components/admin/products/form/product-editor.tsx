'use client';

import { useTranslations } from '#intl';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useActionForm } from '@/components/ui/form/use-action-form';
import type { ProductFormOptions } from '@/lib/catalogue/admin';
import { adminRoutes } from '@/lib/identity/client';
import { BasicsPanel } from './basics-panel';
import { CategoryPanel } from './category-panel';
import { AttributesPanel, TagsPanel } from './choice-panels';
import { isVersionConflict, withoutVariant, type FieldErrors } from './field-names';
import { FeedPanel } from './feed-panel';
import { focusFirstInvalid } from './focus-field';
import { stockNowOf, type EditorProduct, type ProductFormAction } from './form-state';
import { SaveBar } from './save-bar';
import { ConflictNotice, ErrorSummary } from './save-outcome';
import { MadeToMeasurePanel } from './made-to-measure-panel';
import { FlagsPanel, StatusPanel } from './status-panel';
import { variantDrafts } from './variant-drafts';
import { VariantsPanel } from './variants-panel';

type Props = {
  action: ProductFormAction;
  options: ProductFormOptions;
  /** null: a new product. */
  product: EditorProduct | null;
  /** Beside the form, outside it: the photo manager has forms of its own. */
  photos: React.ReactNode;
};

/**
 * The form's id names the product: the panels beside the form join it by this id, and Next
 * keeps the page left behind (a new product's form, say) hidden in the document, whose
 * fields would otherwise join this form too.
 */
const formIdOf = (productId: number | null) => `product-form-${productId ?? 'new'}`;

/**
 * The product form. A save keeps what was typed on screen whatever the answer (the form is
 * not reset); once a save is through, the page comes back with the new version and the
 * fields open afresh from it (keyed by the version).
 */
export function ProductEditor({ action, options, product, photos }: Props) {
  const t = useTranslations('admin.products.editor');
  const formId = formIdOf(product?.id ?? null);
  const { reply, pending, formProps } = useActionForm(action, { id: formId });
  const [seen, setSeen] = useState(reply);
  // Rows removed since the last answer: the errors of the rows below move up with them.
  const [removedRows, setRemovedRows] = useState<number[]>([]);
  const [stockNow, setStockNow] = useState<Record<number, number>>({});
  const root = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  if (seen !== reply) {
    setSeen(reply);
    setRemovedRows([]);
    setStockNow(reply.status === 'ok' ? {} : { ...stockNow, ...stockNowOf(reply) });
  }
  // The reply's own errors, under the same Conform names as Conform's copy of them, which
  // comes a render later (set in a layout effect): these are on the page in the render
  // that brings the answer, so the focus lands on the field in error now, not on the last one.
  const replyErrors = reply.status === 'error' ? (reply.fields ?? {}) : {};
  const errors: FieldErrors = removedRows.reduce(withoutVariant, replyErrors);
  const conflict = reply.status === 'error' && isVersionConflict(replyErrors);

  // After the form's own focus: a conflict, or an error outside the form (the status
  // beside it) or on a whole row, takes the focus to where it is told.
  useEffect(() => {
    if (reply.status !== 'error' || !root.current) return;
    if (isVersionConflict(reply.fields) || !focusFirstInvalid(root.current))
      notice.current?.focus();
  }, [reply]);

  const values = product?.values ?? null;
  const version = product?.version ?? null;
  return (
    <div ref={root} id="product-form">
      {conflict && product ? (
        <ConflictNotice
          ref={notice}
          message={reply.message}
          reloadHref={adminRoutes.products.edit(product.id)}
        />
      ) : (
        reply.status === 'error' && (
          <ErrorSummary ref={notice} message={reply.message} errors={errors} />
        )
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form {...formProps} className="min-w-0 space-y-6">
          {version !== null && <input type="hidden" name="version" value={version} />}
          <Fragment key={version ?? 'new'}>
            <BasicsPanel values={values} errors={errors} slug={product?.slug ?? null} />
            <CategoryPanel
              options={options}
              categoryId={values?.categoryId}
              error={errors.categoryId}
            />
            <VariantsPanel
              initial={variantDrafts(values)}
              errors={errors}
              orderedIds={product?.orderedVariantIds ?? []}
              stockNow={stockNow}
              onRemoved={(index) => setRemovedRows((removed) => [...removed, index])}
            />
            <AttributesPanel
              attributes={options.attributes}
              chosen={values?.attributeValueIds ?? []}
              error={errors.attributeValueIds}
            />
            <TagsPanel tags={options.tags} chosen={values?.tagIds ?? []} error={errors.tagIds} />
          </Fragment>
          <SaveBar state={reply} pending={pending} version={version} />
        </form>
        <aside aria-label={t('aside')} className="min-w-0 space-y-6">
          <Fragment key={version ?? 'new'}>
            <StatusPanel status={values?.status ?? 'draft'} form={formId} error={errors.status} />
            <FlagsPanel
              isNewArrival={values?.isNewArrival ?? false}
              isFeatured={values?.isFeatured ?? false}
              form={formId}
            />
            <MadeToMeasurePanel
              madeToMeasure={values?.madeToMeasure ?? false}
              leadTimeDays={values?.leadTimeDays ?? null}
              form={formId}
              error={errors.leadTimeDays}
            />
            <FeedPanel values={values} form={formId} errors={errors} />
          </Fragment>
          {photos}
        </aside>
      </div>
    </div>
  );
}
