'use client';

import { SubmitButton } from '@/components/account/submit-button';
import { measurementKeys, measurementKinds } from '@/lib/catalogue/client';
import { FormStatus } from '../form-status';
import { CheckOption } from '../products/form/check-option';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; categoryId: number; chosen: string[] };

/** Which measurements this category's made-to-measure pieces ask the shopper for. */
export function CategoryMeasurementsForm({ action, categoryId, chosen }: Props) {
  const { reply, pending, errors, formProps } = useActionForm(action);
  const error = errors.fields;
  return (
    <form {...formProps} className="space-y-4" aria-label="Measurements asked">
      <input type="hidden" name="categoryId" value={categoryId} />
      <fieldset aria-describedby={error ? 'measurements-error' : undefined}>
        <legend className="text-ink-soft mb-3 text-sm">
          Made-to-measure pieces of this category ask for:
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {measurementKeys.map((key) => (
            <CheckOption
              key={key}
              name="fields[]"
              value={key}
              label={measurementKinds[key].label}
              defaultChecked={chosen.includes(key)}
            />
          ))}
        </div>
        {error && (
          <p id="measurements-error" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label="Save measurements" pendingLabel="Saving…" />
    </form>
  );
}
