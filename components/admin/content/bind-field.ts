import type { FieldErrors } from '@/lib/domain-error';

type Shown = string | number | null | undefined;

/**
 * A form field's name, starting value and error, from the record the form edits and the
 * server's per-field messages: `<TextField label="Phone" {...bind('phone')} />`.
 */
export type FieldBinder<T> = (name: keyof T & string) => {
  name: string;
  defaultValue: string;
  error: string | undefined;
};

export function bindFields<T extends Record<string, unknown>>(
  values: T,
  fields: FieldErrors,
): FieldBinder<T> {
  return (name) => {
    const value = values[name] as Shown;
    return { name, defaultValue: value == null ? '' : String(value), error: fields[name] };
  };
}
