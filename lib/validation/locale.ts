import { z } from 'zod';
import { routing } from '@/i18n/routing';

/**
 * The language the shopper chose, sent with a request whose answer reaches her later by
 * SMS or e-mail (a code, an order, a fitting); 'en' when the request names none.
 */
export const localeSchema = z
  .enum(routing.locales, { error: "must be 'en' or 'bn'" })
  .optional()
  .default('en');
