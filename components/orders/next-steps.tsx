import { formatBDT } from '@/lib/format/money';
import type { Order } from '@/lib/orders/types';

function stepsFor(order: Order): string[] {
  const told = order.contact.email ? 'by SMS and e-mail' : 'by SMS';
  const first = `We have sent the confirmation ${told} to ${order.contact.phone}.`;
  if (order.status === 'pending_payment') {
    return [
      'We are waiting for the payment gateway to confirm your payment; this page shows it once it does.',
      first,
    ];
  }
  const pay = order.advance
    ? `Your advance is received; pay the courier the ${formatBDT(order.advance.due_on_delivery)} due when your order arrives.`
    : order.payment.method === 'cod'
      ? 'Pay the courier in cash when your order arrives.'
      : 'Your payment is received: nothing more to pay.';
  return [
    first,
    'Our atelier calls you within a day to confirm sizes and the delivery date.',
    `Your pieces are prepared and sent to ${order.address.district}. ${pay}`,
  ];
}

/** What happens after the order, in the order it happens. */
export function NextSteps({ order }: { order: Order }) {
  return (
    <section aria-labelledby="next-steps-heading" className="bg-ivory px-6 py-8 sm:px-10">
      <h2 id="next-steps-heading" className="text-ink text-xl font-light tracking-wide">
        What happens next
      </h2>
      <ol className="text-ink-soft mt-6 space-y-4 text-sm leading-relaxed">
        {stepsFor(order).map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="text-primary-800 text-xs tracking-[0.3em]" aria-hidden="true">
              0{index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
