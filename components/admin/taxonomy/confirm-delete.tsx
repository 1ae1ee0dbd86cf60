import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';

type Props = { summary: string; children: React.ReactNode };

/** A delete behind a disclosure: nothing goes until the staff open it and confirm. */
export function ConfirmDelete({ summary, children }: Props) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-red-800 underline underline-offset-4">
        {summary}
      </summary>
      <div className="mt-3 space-y-3 border-l-2 border-red-200 pl-4">{children}</div>
    </details>
  );
}

/** A delete form's confirming button, naming what it does; "Deleting…" while it runs. */
export function DeleteSubmit({ pending, label }: { pending: boolean; label: string }) {
  const deleting = useTranslations('admin.taxonomy.common')('deleting');
  return (
    <Button type="submit" variant="danger" size="small" loading={pending} loadingLabel={deleting}>
      {label}
    </Button>
  );
}
