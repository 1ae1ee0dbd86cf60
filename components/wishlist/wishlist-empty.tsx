import { useTranslations } from '#intl';
import { HeartIcon } from '@/components/ui/icons';
import { EmptyPanel } from '@/components/ui/empty-panel';

export function WishlistEmpty() {
  const t = useTranslations('wishlist.empty');
  return (
    <EmptyPanel
      icon={<HeartIcon width={40} height={40} />}
      title={t('title')}
      message={t('message')}
      action={{ href: '/shop', label: t('action') }}
    />
  );
}
