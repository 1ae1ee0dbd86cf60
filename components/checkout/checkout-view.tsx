'use client';

import { measuredLines } from '@/components/measurement/cart-items';
import { useTrackOnce } from '@/components/measurement/use-track-once';
import { useTranslations } from '#intl';
import { CartEmpty } from '@/components/cart/cart-empty';
import { useMe } from '@/components/account/profile/use-me';
import { useShopperSession } from '@/components/account/session-client';
import { useCartStore } from '@/stores/cart-store';
import type { DeliveryRates, EmiPlan, PaymentSettings } from '@/lib/content/client';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { CheckoutForm } from './checkout-form';
import { PaymentNotice, type PaymentOutcome } from './payment-notice';
import { useRestoreAfterGateway } from './gateway-return';
import { usePlaceOrder } from './use-place-order';
import type { DateForProps } from '@/components/delivery-date/cart-date-for';

type CheckoutViewProps = {
  gateway: boolean;
  /** WhatsApp is set up: the contact step offers its updates there. */
  whatsapp: boolean;
  payment?: PaymentOutcome;
  rates: DeliveryRates;
  advanceSettings?: PaymentSettings | null;
  emiPlans?: readonly EmiPlan[];
  dateFor: DateForProps;
};

function Waiting({ text }: { text: string }) {
  return (
    <div className="min-h-[30rem]" aria-busy="true" data-testid="checkout-placeholder">
      <p className="text-ink-muted text-sm" role="status">
        {text}
      </p>
    </div>
  );
}

/** A signed-in shopper's checkout, prefilled from the account once it is read. */
function AccountCheckout(
  props: Omit<React.ComponentProps<typeof CheckoutForm>, 'user'> & {
    userId: string;
  },
) {
  const t = useTranslations('checkout');
  const me = useMe(props.userId);
  if (me.isPending) return <Waiting text={t('loadingDetails')} />;
  return <CheckoutForm {...props} user={me.data ?? null} />;
}

/**
 * /checkout's content: the form once the stored cart and the session are known, the empty
 * state for an empty cart, and a word while the placed order takes the shopper onward.
 */
export function CheckoutView({
  gateway,
  whatsapp,
  payment,
  rates,
  advanceSettings,
  emiPlans,
  dateFor,
}: CheckoutViewProps) {
  const t = useTranslations('checkout');
  const hydrated = useCartHydrated();
  const lines = useCartStore((state) => state.addtocartlist);
  const session = useShopperSession();
  const order = usePlaceOrder();
  const restored = useRestoreAfterGateway(payment);
  useTrackOnce(
    () => ({ name: 'begin_checkout', items: measuredLines(lines) }),
    hydrated && lines.length > 0,
  );

  let body: React.ReactNode;
  if (order.placed) body = <Waiting text={t('placed')} />;
  else if (!hydrated || session.status === 'loading') body = <Waiting text={t('loadingCart')} />;
  else if (lines.length === 0) body = <CartEmpty />;
  else if (session.status === 'authenticated') {
    body = (
      <AccountCheckout
        userId={session.user.id}
        lines={lines}
        gateway={gateway}
        whatsapp={whatsapp}
        order={order}
        rates={rates}
        advanceSettings={advanceSettings}
        emiPlans={emiPlans}
        dateFor={dateFor}
      />
    );
  } else {
    body = (
      <CheckoutForm
        lines={lines}
        user={null}
        gateway={gateway}
        whatsapp={whatsapp}
        order={order}
        rates={rates}
        advanceSettings={advanceSettings}
        emiPlans={emiPlans}
        dateFor={dateFor}
      />
    );
  }

  return (
    <>
      {payment && <PaymentNotice outcome={payment} restored={restored} />}
      {body}
    </>
  );
}
