import type { TemplateField } from '@/lib/messaging/client';

/** What each {{field}} is filled with, for the chips that insert it (client-safe). */
export const templateFieldHelp: Record<TemplateField, string> = {
  name: 'the shopper’s name',
  number: 'the order number',
  total: 'the order’s total (a refund: the amount refunded)',
  items: 'the pieces ordered, one a line',
  address: 'the delivery address',
  due: 'what is left to pay on delivery',
  courier: 'the courier’s name',
  tracking: 'the courier’s tracking code',
  order_url: 'the link to the order on the store',
  discount: 'the discount code and what it took off, after the total (empty without one)',
  store: 'the store’s name',
  store_phone: 'the store’s phone number',
  note: 'the note given with the step (why it was cancelled…)',
  review_links: 'the links to review each delivered piece, one a line (review requests only)',
  promised_date: 'the day staff promised it will reach her (empty before)',
  stage: 'the atelier stage her piece reached (fabric cut, trial ready…)',
  next_step:
    'at “trial ready” the link to book her trial fitting; else the link to follow her order',
};
