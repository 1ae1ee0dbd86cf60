import { useTranslations } from 'next-intl';
import type { ProductStatus } from '../labels';
import { CheckOption } from './check-option';
import { FormPanel } from './form-panel';

// Not from the schema: this renders in the browser, which need not load zod.
const statuses: ProductStatus[] = ['draft', 'published', 'archived'];

type StatusProps = { status: ProductStatus; form: string; error?: string };

/** Draft, published or archived: saved with the rest of the form. */
export function StatusPanel({ status, form, error }: StatusProps) {
  const words = useTranslations('vocabulary');
  return (
    <FormPanel legend="Status" field="status" error={error}>
      <div className="space-y-2">
        {statuses.map((value) => (
          <label
            key={value}
            className="has-checked:border-ink flex min-h-11 cursor-pointer items-start gap-3 border border-stone-200 px-3 py-2.5 transition-colors hover:border-stone-400 has-checked:bg-stone-50"
          >
            <input
              type="radio"
              name="status"
              value={value}
              defaultChecked={status === value}
              form={form}
              aria-labelledby={`status-${value}`}
              aria-describedby={`status-${value}-hint`}
              className="accent-ink mt-0.5 h-4 w-4 shrink-0"
            />
            <span>
              <span id={`status-${value}`} className="text-ink block text-sm">
                {words(`productStatus.${value}`)}
              </span>
              <span id={`status-${value}-hint`} className="text-ink-muted mt-0.5 block text-xs">
                {words(`productStatusHint.${value}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </FormPanel>
  );
}

type FlagsProps = { isNewArrival: boolean; isFeatured: boolean; form: string };

/** The product's marks for merchandising: new arrival, featured. */
export function FlagsPanel({ isNewArrival, isFeatured, form }: FlagsProps) {
  return (
    <FormPanel legend="Highlights">
      <div className="space-y-2">
        <CheckOption
          name="isNewArrival"
          value="true"
          label="New arrival"
          defaultChecked={isNewArrival}
          form={form}
        />
        <CheckOption
          name="isFeatured"
          value="true"
          label="Featured"
          defaultChecked={isFeatured}
          form={form}
        />
      </div>
    </FormPanel>
  );
}
