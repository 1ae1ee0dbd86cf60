import { fieldErrorText } from '@/components/account/field-error-text';
import { fieldId } from './field-names';

type Props = {
  legend: string;
  children: React.ReactNode;
  /** The group's own error (a checkbox group's), under its legend. */
  error?: string;
  /** The save's name for the group, for the error summary to find it. */
  field?: string;
  hint?: React.ReactNode;
  className?: string;
};

/** A panel of the product form: a fieldset, so its legend names every field inside it. */
export function FormPanel({ legend, children, error, field, hint, className = '' }: Props) {
  const describedBy = field && error ? `${fieldId(field)}-error` : undefined;
  return (
    <fieldset
      id={field && fieldId(field)}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={describedBy}
      className={`min-w-0 border border-stone-200 bg-white p-5 sm:p-6 ${className}`}
    >
      <legend className="text-ink float-left mb-4 w-full text-xs tracking-[0.2em] uppercase">
        {legend}
      </legend>
      <div className="clear-both space-y-5">
        {hint && <p className="text-ink-muted -mt-2 text-sm">{hint}</p>}
        {error && (
          <p id={describedBy} className="text-sm text-red-700">
            {fieldErrorText(legend, error)}
          </p>
        )}
        {children}
      </div>
    </fieldset>
  );
}
