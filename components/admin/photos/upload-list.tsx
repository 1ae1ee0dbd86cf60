import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { megabytes } from './upload-checks';
import type { UploadItem } from './use-photo-uploads';

type Props = {
  items: UploadItem[];
  onDismiss: (key: number) => void;
  onClearFinished: () => void;
};

/** Each chosen file with how its upload goes, and why the server refused it if it did. */
export function UploadList({ items, onDismiss, onClearFinished }: Props) {
  const t = useTranslations('admin.products.photos');
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'added' || item.status === 'refused');
  return (
    <div className="mt-5">
      <ul aria-label={t('uploads')} className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((item) => (
          <li key={item.key} className="flex flex-col gap-2 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-ink min-w-0 truncate" title={item.name}>
                {item.name}
              </span>
              <span
                className={`shrink-0 text-xs ${
                  item.status === 'refused'
                    ? 'text-red-700'
                    : item.status === 'added'
                      ? 'text-emerald-800'
                      : 'text-ink-soft'
                }`}
              >
                {megabytes(item.size)} ·{' '}
                {t(`status.${item.status}`, { percent: Math.round(item.progress * 100) })}
              </span>
            </div>
            {item.status === 'uploading' && (
              <progress
                value={item.progress}
                max={1}
                aria-label={t('sending', { name: item.name })}
                className="accent-primary-600 h-1 w-full"
              />
            )}
            {item.status === 'refused' && (
              <div className="flex items-start justify-between gap-3">
                <p className="text-red-700">{item.message}</p>
                <Button variant="quiet" onClick={() => onDismiss(item.key)} className="shrink-0">
                  {t.rich('dismiss', {
                    name: item.name,
                    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <Button variant="quiet" onClick={onClearFinished} className="mt-3">
          {t('clearFinished')}
        </Button>
      )}
    </div>
  );
}
