import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';

/** The photos' panel beside the form: the manager once the product exists, a note before. */
export function PhotosPanel({ children }: { children?: React.ReactNode }) {
  const t = useTranslations('admin.products.editor');
  return (
    <Panel title={t('photos')}>
      {children ?? <p className="text-ink-soft text-sm">{t('photosLater')}</p>}
    </Panel>
  );
}
