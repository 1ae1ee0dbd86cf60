/**
 * The account and staff forms' classes, now the kit's (components/ui/field.tsx,
 * components/ui/button.tsx): a form still on these names looks the same as one on <Field>
 * and <Button>. New code uses the components.
 */
import { buttonClass } from '@/components/ui/button';
import { controlClass, fieldLabelClass } from '@/components/ui/field';

export const inputClass = controlClass;

export const labelClass = fieldLabelClass;

export const primaryButtonClass = buttonClass({ variant: 'primary' });

export const secondaryButtonClass = buttonClass({ variant: 'secondary' });

export const textButtonClass = buttonClass({ variant: 'quiet' });
