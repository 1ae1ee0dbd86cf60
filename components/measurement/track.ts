import { storedConsent } from './consent-choice';
import type { StoreEvent } from './store-events';

/**
 * Tells the measurement partners what the shopper did, once she accepted measurement; with
 * no choice or a refusal it does nothing and loads nothing. The partners' code loads on the
 * first event (docs/architecture.md, "Measurement").
 */
export function track(event: StoreEvent): void {
  if (typeof document === 'undefined' || storedConsent() !== 'granted') return;
  void import('./partners').then(({ sendToPartners }) => sendToPartners(event));
}

/** Starts the partners' scripts (and their page view) once the shopper accepted. */
export function startMeasuring(): void {
  if (storedConsent() !== 'granted') return;
  void import('./partners').then(({ startPartners }) => startPartners());
}
