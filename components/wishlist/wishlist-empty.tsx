import { HeartIcon } from '@/components/ui/icons';
import { EmptyPanel } from '@/components/ui/empty-panel';

export function WishlistEmpty() {
  return (
    <EmptyPanel
      icon={<HeartIcon width={40} height={40} />}
      title="Your wishlist is empty"
      message="Tap the heart on any piece to keep it here while you decide."
      action={{ href: '/shop', label: 'Shop the collection' }}
    />
  );
}
