'use client';

import { Fragment, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import type { ProductFormOptions } from '@/lib/catalogue/admin';
import { adminRoutes, idleState } from '@/lib/identity/client';
import { BasicsPanel } from './basics-panel';
import { CategoryPanel } from './category-panel';
import { AttributesPanel, TagsPanel } from './choice-panels';
import { isVersionConflict, withoutVariant, type FieldErrors } from './field-names';
import { focusFirstInvalid } from './focus-field';
import type { EditorProduct, ProductFormAction, ProductFormState } from './form-state';
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
  const [state, dispatch, pending] = useActionState(action, idleState as ProductFormState);
  const [seen, setSeen] = useState(state);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stockNow, setStockNow] = useState<Record<number, number>>({});
  const root = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  if (seen !== state) {
    setSeen(state);
    setErrors(state.status === 'error' ? (state.fields ?? {}) : {});
    setStockNow(state.status === 'ok' ? {} : { ...stockNow, ...state.stockNow });
  }
  const conflict = state.status === 'error' && isVersionConflict(state.fields);

  useEffect(() => {
    if (state.status !== 'error' || !root.current) return;
    if (isVersionConflict(state.fields) || !focusFirstInvalid(root.current))
      notice.current?.focus();
  }, [state]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // Sent by hand rather than as the form's action, which would reset every field after.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(data));
  };

  const values = product?.values ?? null;
  const version = product?.version ?? null;
  const formId = formIdOf(product?.id ?? null);
  return (
    <div ref={root} id="product-form">
      {conflict && product ? (
        <ConflictNotice
          ref={notice}
          message={state.message}
          reloadHref={adminRoutes.products.edit(product.id)}
        />
      ) : (
        state.status === 'error' && (
          <ErrorSummary ref={notice} message={state.message} errors={errors} />
        )
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          id={formId}
          action={dispatch}
          onSubmit={submit}
          noValidate
          className="min-w-0 space-y-6"
        >
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
              onRemoved={(index) => setErrors((current) => withoutVariant(current, index))}
            />
            <AttributesPanel
              attributes={options.attributes}
              chosen={values?.attributeValueIds ?? []}
              error={errors.attributeValueIds}
            />
            <TagsPanel tags={options.tags} chosen={values?.tagIds ?? []} error={errors.tagIds} />
          </Fragment>
          <SaveBar state={state} pending={pending} version={version} />
        </form>
        <aside aria-label="Status and photos" className="min-w-0 space-y-6">
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
          </Fragment>
          {photos}
        </aside>
      </div>
    </div>
  );
}
