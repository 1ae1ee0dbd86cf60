import type { OrderMessageEvent } from './order-template-keys';

export type TemplateText = { subject: string; body: string };

/** What each step says when the store has not written its own (short, in plain letters). */
export const defaultSms: Record<OrderMessageEvent, string> = {
  placed:
    '{{store}}: thank you, {{name}}! We received order {{number}} ({{total}}, {{due}} due on delivery). We will call you to confirm it.',
  confirmed: '{{store}}: Order {{number}} is confirmed. We are preparing it for you.',
  packed: '{{store}}: Order {{number}} is packed and will leave us soon.',
  shipped:
    '{{store}}: Order {{number}} is on its way with {{courier}}, tracking code {{tracking}}. Please keep {{due}} ready.',
  delivered: '{{store}}: Order {{number}} was delivered. Thank you for shopping with us!',
  cancelled: '{{store}}: Order {{number}} was cancelled. {{note}} Questions? Call {{store_phone}}.',
  returned: '{{store}}: we received order {{number}} back. Questions? Call {{store_phone}}.',
  refunded: '{{store}}: we refunded {{total}} for order {{number}}. {{note}}',
  review_request:
    '{{store}}: {{name}}, how did your piece from order {{number}} fit? Other brides would love to know: {{review_links}}',
  promised:
    '{{store}}: Order {{number}} will reach you by {{promised_date}}. Questions? Call {{store_phone}}.',
  atelier_stage:
    '{{store}}: your piece of order {{number}} is at a new stage: {{stage}}. {{next_step}}',
};

export const defaultEmail: Record<OrderMessageEvent, TemplateText> = {
  placed: {
    subject: '{{store}}: we received order {{number}}',
    body: 'Dear {{name}},\n\nThank you for your order {{number}}. We will call you to confirm it before we prepare it.\n\n{{items}}\n\nTotal: {{total}}{{discount}} ({{due}} due on delivery)\nDelivery to: {{address}}\n\nYou can follow it at {{order_url}}.\n\n{{store}} · {{store_phone}}',
  },
  confirmed: {
    subject: '{{store}}: Order {{number}} is confirmed',
    body: 'Dear {{name}},\n\nOrder {{number}} is confirmed and being prepared.\n\n{{items}}\n\nTotal: {{total}}{{discount}} ({{due}} due on delivery)\nDelivery to: {{address}}\n\nFollow it at {{order_url}}.\n\n{{store}} · {{store_phone}}',
  },
  packed: {
    subject: '{{store}}: Order {{number}} is packed',
    body: 'Dear {{name}},\n\nOrder {{number}} is packed and will leave us soon.\n\n{{store}} · {{store_phone}}',
  },
  shipped: {
    subject: '{{store}}: Order {{number}} is on its way',
    body: 'Dear {{name}},\n\nOrder {{number}} is on its way with {{courier}}. Tracking code: {{tracking}}.\nDue on delivery: {{due}}.\n\nFollow it at {{order_url}}.\n\n{{store}} · {{store_phone}}',
  },
  delivered: {
    subject: '{{store}}: Order {{number}} was delivered',
    body: 'Dear {{name}},\n\nOrder {{number}} was delivered. Thank you for shopping with us.\n\n{{store}} · {{store_phone}}',
  },
  cancelled: {
    subject: '{{store}}: Order {{number}} was cancelled',
    body: 'Dear {{name}},\n\nOrder {{number}} was cancelled. {{note}}\n\nQuestions? Call {{store_phone}}.\n\n{{store}}',
  },
  returned: {
    subject: '{{store}}: Order {{number}} came back to us',
    body: 'Dear {{name}},\n\nWe received order {{number}} back.\n\nQuestions? Call {{store_phone}}.\n\n{{store}}',
  },
  refunded: {
    subject: '{{store}}: refund for order {{number}}',
    body: 'Dear {{name}},\n\nWe refunded {{total}} for order {{number}}. {{note}}\n\n{{store}} · {{store_phone}}',
  },
  review_request: {
    subject: '{{store}}: how did order {{number}} fit?',
    body: 'Dear {{name}},\n\nWe hope you love your pieces from order {{number}}. A few words and a photo or two help other brides choose:\n\n{{review_links}}\n\nEach link works once.\n\n{{store}} · {{store_phone}}',
  },
  promised: {
    subject: '{{store}}: Order {{number}} will reach you by {{promised_date}}',
    body: 'Dear {{name}},\n\nAs we agreed on the phone, order {{number}} will reach you by {{promised_date}}.\n\nFollow it at {{order_url}}.\n\n{{store}} · {{store_phone}}',
  },
  atelier_stage: {
    subject: '{{store}}: your piece of order {{number}}: {{stage}}',
    body: 'Dear {{name}},\n\nYour piece of order {{number}} has reached a new stage in our atelier: {{stage}}.\n\n{{next_step}}\n\n{{store}} · {{store_phone}}',
  },
};
