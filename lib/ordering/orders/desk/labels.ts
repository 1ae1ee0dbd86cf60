import { vocabularyLabels } from '@/lib/i18n/vocabulary';
import { refundMethods } from '../values';

/** How money went back to a shopper, as staff and shoppers read it (client-safe). */
export const refundMethodLabels = vocabularyLabels('refundMethod', refundMethods);
