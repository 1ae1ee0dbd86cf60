import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import type { ProductFormState } from './form-state';

type Props = { state: ProductFormState; pending: boolean; version: number | null };

/**
 * The save button and what the last save did. Always in reach: fixed to the bottom of a
 * phone's screen, sticky under the form on a wide one.
 */
export function SaveBar({ state, pending, version }: Props) {
  const t = useTranslations('admin.products.save');
  const [text, tone] =
    state.status === 'ok'
      ? [state.message, 'text-emerald-800']
      : state.status === 'error'
        ? [t('refused'), 'text-red-700']
        : [version === null ? t('notSavedYet') : t('version', { version }), 'text-ink-soft'];
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm xl:sticky xl:border xl:px-5">
      <div className="flex items-center justify-between gap-4">
        <p role="status" className={`min-w-0 text-sm ${tone}`}>
          {text}
        </p>
        <Button
          type="submit"
          loading={pending}
          loadingLabel={t('saving')}
          className="shrink-0 px-5! whitespace-nowrap"
        >
          {version === null ? t('create') : t('save')}
        </Button>
      </div>
    </div>
  );
}
