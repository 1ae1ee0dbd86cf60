import { BagIcon } from '@/components/ui/icons';
import { EmptyPanel } from '@/components/ui/empty-panel';

/** No lines: say so, and lead back to the shop and the occasions. */
export function CartEmpty() {
  return (
    <EmptyPanel
      icon={<BagIcon width={40} height={40} />}
      title="Your cart is empty"
      message="Pieces you add are kept here, on this device, until you check out."
      action={{ href: '/shop', label: 'Shop the collection' }}
    />
  );
}
