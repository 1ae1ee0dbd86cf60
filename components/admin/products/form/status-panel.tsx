import { useTranslations } from '#intl';
import type { ProductStatus } from '../labels';
import { CheckOption } from './check-option';
import { FormPanel } from './form-panel';

// Not from the schema: this renders in the browser, which need not load zod.
const statuses: ProductStatus[] = ['draft', 'published', 'archived'];

type StatusProps = { status: ProductStatus; form: string; error?: string };

/** Draft, published or archived: saved with the rest of the form. */
export function StatusPanel({ status, form, error }: StatusProps) {
  const t = useTranslations('admin.products.editor');
  const words = useTranslations('vocabulary');
  return (
    <FormPanel legend={t('status')} field="status" error={error}>
      <div className="space-y-2">
        {statuses.map((value) => (
          <CheckOption
            key={value}
            type="radio"
            name="status"
            value={value}
            label={words(`productStatus.${value}`)}
            hint={words(`productStatusHint.${value}`)}
            defaultChecked={status === value}
            form={form}
          />
        ))}
      </div>
    </FormPanel>
  );
}

type FlagsProps = { isNewArrival: boolean; isFeatured: boolean; form: string };

const flags = ['isNewArrival', 'isFeatured'] as const;

/** The product's marks for merchandising: new arrival, featured. */
export function FlagsPanel({ isNewArrival, isFeatured, form }: FlagsProps) {
  const t = useTranslations('admin.products.editor');
  const checked = { isNewArrival, isFeatured };
  return (
    <FormPanel legend={t('highlights')}>
      <div className="space-y-2">
        {flags.map((name) => (
          <CheckOption
            key={name}
            name={name}
            value="true"
            label={t(name)}
            defaultChecked={checked[name]}
            form={form}
          />
        ))}
      </div>
    </FormPanel>
  );
}
