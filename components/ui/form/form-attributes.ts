import { getFormProps, type FormMetadata } from '@conform-to/react';

/**
 * Conform's attributes for the form element, without its aria-describedby: a form's own
 * message is said by its status or notice (a live region), and no element has the id
 * Conform would name.
 */
export function formAttributes(form: FormMetadata<Record<string, unknown>>) {
  const attributes: Partial<ReturnType<typeof getFormProps>> = getFormProps(form);
  delete attributes['aria-describedby'];
  return attributes;
}
