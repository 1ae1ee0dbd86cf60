import type { Locale } from '@/i18n/routing';
import type { Channel, OrderMessageEvent } from '@/lib/messaging';

/** One template as the staff page shows it: the store's own text, or the default. */
export type TemplateView = {
  event: OrderMessageEvent;
  channel: Channel;
  locale: Locale;
  enabled: boolean;
  /** Empty for SMS. */
  subject: string;
  body: string;
  /** 0 while the default text is used (no row yet); each save adds one. */
  version: number;
  isDefault: boolean;
  updatedAt: Date | null;
  updatedByName: string | null;
};
