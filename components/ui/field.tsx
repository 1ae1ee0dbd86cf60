import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { fieldErrorText } from '@/components/account/field-error-text';

/** The kit's text box, select and text area: one look for every form. */
export const controlClass =
  'block w-full border border-stone-300 bg-white px-4 py-3 text-base text-ink outline-none transition-colors placeholder:text-ink-muted/70 focus:border-ink aria-[invalid=true]:border-red-700';

export const fieldLabelClass = 'mb-2 block text-xs tracking-[0.2em] text-ink-soft uppercase';

export type FieldIds = { id: string; describedBy?: string; invalid: boolean };

type FieldProps = {
  /** A fixed id, for a link to the field (an error summary's); one of its own otherwise. */
  id?: string;
  label: ReactNode;
  /** The label's words, when `label` is not plain text: they name the field in its error. */
  labelText?: string;
  hint?: ReactNode;
  error?: string;
  /** Marks the label as required (a mark hidden from screen readers, which hear the input's own `required`). */
  required?: boolean;
  className?: string;
  /**
   * One input, select or textarea, given its id, `aria-describedby` and `aria-invalid`; or
   * a function of those ids, for a control wrapped in more markup.
   */
  children: ReactElement<Record<string, unknown>> | ((ids: FieldIds) => ReactNode);
};

/**
 * A labelled form control: the label above, the control, then its error (a sentence that
 * names the field) and its hint, both tied to the control by `aria-describedby`.
 */
export function Field({
  id: fixedId,
  label,
  labelText,
  hint,
  error,
  required,
  className,
  children,
}: FieldProps) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const ids: FieldIds = { id, describedBy, invalid: Boolean(error) };
  const name = labelText ?? (typeof label === 'string' ? label : undefined);
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-primary-800 ml-1">
            *
          </span>
        )}
      </label>
      {typeof children === 'function'
        ? children(ids)
        : isValidElement(children) &&
          cloneElement(children, {
            id,
            'aria-describedby': describedBy,
            'aria-invalid': ids.invalid,
            required: required || children.props.required,
            className: [controlClass, children.props.className].filter(Boolean).join(' '),
          })}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {fieldErrorText(name, error)}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-ink-muted mt-2 text-sm">
          {hint}
        </div>
      )}
    </div>
  );
}
