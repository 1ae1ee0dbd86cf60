import { useTranslations } from '#intl';
import { BagIcon } from '@/components/ui/icons';
import { EmptyPanel } from '@/components/ui/empty-panel';

/** No lines: say so, and lead back to the shop and the occasions. */
export function CartEmpty() {
  const t = useTranslations('cart.empty');
  return (
    <EmptyPanel
      icon={<BagIcon width={40} height={40} />}
      title={t('title')}
      message={t('message')}
      action={{ href: '/shop', label: t('action') }}
    />
  );
}
