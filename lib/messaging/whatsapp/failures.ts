import 'server-only';
import { DomainError } from '@/lib/domain-error';

export const whatsappFailureCodes = {
  /** WhatsApp will not deliver this message (the recipient, the template): SMS at once. */
  refused: 'whatsapp_refused',
  /** WhatsApp could not take it now (down, a rate limit, the token): tried again, then SMS. */
  unavailable: 'whatsapp_unavailable',
} as const;

export const whatsappRefused = (message: string) =>
  new DomainError({ kind: 'invalid', code: whatsappFailureCodes.refused, message });

export const whatsappUnavailable = (message: string) =>
  new DomainError({ kind: 'unavailable', code: whatsappFailureCodes.unavailable, message });

export const isWhatsAppRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === whatsappFailureCodes.refused;
