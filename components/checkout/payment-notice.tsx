export type PaymentOutcome = 'failed' | 'cancelled';

const said: Record<PaymentOutcome, string> = {
  failed: 'Your payment did not go through, and no money was taken.',
  cancelled: 'You cancelled the payment, so the order was not placed.',
};

/** Back from the gateway without paying: say so, and what to do next. */
export function PaymentNotice({
  outcome,
  restored,
}: {
  outcome: PaymentOutcome;
  restored: boolean;
}) {
  return (
    <p
      role="alert"
      className="border-primary-600 bg-primary-50 text-ink mb-10 border-l-2 px-5 py-4 text-sm leading-relaxed"
    >
      {said[outcome]}{' '}
      {restored
        ? 'Your pieces are back in your cart: try again, or choose cash on delivery.'
        : 'You can try again, or choose cash on delivery.'}
    </p>
  );
}
