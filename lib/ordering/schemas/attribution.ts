import { z } from 'zod';
import {
  landingParameters,
  landingValuePattern,
  type LandingParameter,
} from '@/lib/ordering/attribution/landing';

const landingValue = (name: LandingParameter) => {
  const max = landingParameters[name];
  return z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, { error: `${name} must not be blank`, abort: true })
    .max(max, { error: `${name} has at most ${max} characters`, abort: true })
    .regex(landingValuePattern, {
      error: `${name} holds letters, digits, spaces and . _ ~ + : / | - only`,
    })
    .optional();
};

/**
 * The landing parameters an order's visit arrived with (docs/attribution.md), by the same rule
 * the browser kept them by. `s`, a staff member's share code, is only a claim: an unknown
 * code is dropped when the order is recorded.
 */
export const attributionSchema = z.object({
  utm_source: landingValue('utm_source'),
  utm_medium: landingValue('utm_medium'),
  utm_campaign: landingValue('utm_campaign'),
  utm_content: landingValue('utm_content'),
  utm_term: landingValue('utm_term'),
  fbclid: landingValue('fbclid'),
  gclid: landingValue('gclid'),
  s: landingValue('s'),
});

export type Attribution = z.infer<typeof attributionSchema>;
