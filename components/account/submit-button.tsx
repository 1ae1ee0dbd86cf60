import { primaryButtonClass } from './form-styles';

type SubmitButtonProps = { pending: boolean; label: string; pendingLabel: string; wide?: boolean };

/** A form's main button; while the form is on its way it says so and cannot be pressed twice. */
export function SubmitButton({ pending, label, pendingLabel, wide = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`${primaryButtonClass} ${wide ? 'w-full' : ''}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
