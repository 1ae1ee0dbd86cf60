import { Button } from '@/components/ui/button';

type SubmitButtonProps = { pending: boolean; label: string; pendingLabel: string; wide?: boolean };

/** A form's main button; while the form is on its way it says so and cannot be pressed twice. */
export function SubmitButton({ pending, label, pendingLabel, wide = false }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={pending} loadingLabel={pendingLabel} wide={wide}>
      {label}
    </Button>
  );
}
