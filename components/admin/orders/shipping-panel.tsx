import { Panel } from '@/components/admin/panel';
import type { DeskOrder } from '@/lib/ordering/admin';
import { courierLabels } from './desk-labels';
import { DeskFact } from './desk-fact';

type Props = { shipping: DeskOrder['shipping']; children?: React.ReactNode };

/** Who carries the parcel and how to follow it; `children` is where booking a courier goes. */
export function ShippingPanel({ shipping, children }: Props) {
  return (
    <Panel title="Shipping">
      {shipping.courier ? (
        <dl className="grid grid-cols-2 gap-4">
          <DeskFact term="Courier">{courierLabels[shipping.courier]}</DeskFact>
          <DeskFact term="Tracking code">
            <span data-testid="desk-tracking-code">{shipping.trackingCode ?? '—'}</span>
          </DeskFact>
          {shipping.consignmentId && (
            <DeskFact term="Consignment">{shipping.consignmentId}</DeskFact>
          )}
          {shipping.courierStatus && (
            <DeskFact term="Courier says">{shipping.courierStatus}</DeskFact>
          )}
        </dl>
      ) : (
        <p className="text-ink-soft text-sm">No courier yet.</p>
      )}
      {children}
    </Panel>
  );
}
