// The labels are the invoice's too, and lib/ never imports components/.
export * from '@/lib/orders/labels';
