import {
  consentChoices,
  consentCookie,
  consentMaxAgeSeconds,
  type ConsentChoice,
} from '@/lib/measurement/client';

/** The shopper's stored choice, or null before she made one. */
export function storedConsent(): ConsentChoice | null {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${consentCookie}=`))
    ?.slice(consentCookie.length + 1);
  return consentChoices.find((choice) => choice === value) ?? null;
}

/** Keeps the choice in a first-party cookie, which the checkout's request carries too. */
export function storeConsent(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie}=${choice}; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure}`;
}
