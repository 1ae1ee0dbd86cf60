import { readFileSync } from 'node:fs';
import path from 'node:path';
import { advanceKinds } from '@/lib/content/schemas/payment-settings';
import { fittingStatuses } from '@/lib/db/values/fittings';
import { orderMessageEvents, whatsappDeliveryStatuses } from '@/lib/db/values/messages';
import {
  bookableCouriers,
  codRiskBadges,
  couriers,
  deliveryZones,
  occasions,
  orderEventKinds,
  orderSources,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  refundMethods,
} from '@/lib/db/values/orders';
import { stockReasons } from '@/lib/db/schema-staff';
import { jobNames } from '@/lib/jobs/names';
import { atelierStages } from '@/lib/db/values/atelier';
import { staffRoles } from '@/lib/db/values/staff';
import { weekdays } from '@/lib/content/schemas/fitting-settings';
import {
  adminProductSorts,
  productStatuses,
  stockStates,
} from '@/lib/catalogue/schemas/product-editor';
import { deskOrderSorts, staffPaymentChoices } from '@/lib/ordering/client';
import { measurementKeys } from '@/lib/catalogue/client';
import { vocabularyLabels, vocabularyWord, type Vocabulary } from '@/lib/i18n/vocabulary';

type Catalogue = Record<string, Record<string, unknown>>;

const read = (locale: string): Catalogue =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', locale, 'vocabulary.json'), 'utf8'),
  ) as Catalogue;

/**
 * Each list of messages/<locale>/vocabulary.json and the closed list of values it names:
 * the enums the database and the schemas accept. A value added to one of them without its
 * words in both languages fails here.
 */
const lists: Record<Vocabulary, readonly string[]> = {
  orderStatus: orderStatuses,
  orderStatusDesk: orderStatuses,
  orderMove: orderStatuses,
  paymentMethod: paymentMethods,
  paymentMethodDesk: paymentMethods,
  staffPaymentChoice: staffPaymentChoices,
  paymentStatus: paymentStatuses,
  paymentStatusDesk: paymentStatuses,
  codRiskBadge: codRiskBadges,
  advanceKind: advanceKinds,
  courier: couriers,
  occasion: occasions,
  courierDesk: couriers,
  courierInMessage: couriers,
  courierOnLabel: couriers,
  deliveryZone: deliveryZones,
  orderSource: orderSources,
  orderEvent: orderEventKinds,
  orderEventDesk: orderEventKinds,
  orderMessageEvent: orderMessageEvents,
  deskOrderSort: deskOrderSorts,
  refundMethod: refundMethods,
  fittingStatus: fittingStatuses,
  fittingMove: fittingStatuses,
  stockReason: stockReasons,
  productStatus: productStatuses,
  productStatusHint: productStatuses,
  stockState: stockStates,
  productSort: adminProductSorts,
  job: jobNames,
  whatsappDelivery: whatsappDeliveryStatuses,
  staffRole: staffRoles,
  weekday: weekdays,
  measurement: measurementKeys,
  atelierStage: atelierStages,
};

/** The values of a list with no words (or empty ones) in a catalogue, and its words for no value. */
function gaps(catalogue: Catalogue, vocabulary: string, values: readonly string[]) {
  const words = catalogue[vocabulary] ?? {};
  return {
    missing: values.filter((value) => {
      const text = words[value];
      return typeof text !== 'string' || text.trim() === '';
    }),
    unknown: Object.keys(words).filter((key) => !values.includes(key)),
  };
}

describe('the vocabulary catalogue', () => {
  const catalogues = { en: read('en'), bn: read('bn') };

  it('finds a value without words, and words for a value that does not exist', () => {
    const catalogue = { orderStatus: { pending: 'Pending', lost: 'Lost', shipped: ' ' } };
    expect(gaps(catalogue, 'orderStatus', ['pending', 'shipped', 'confirmed'])).toEqual({
      missing: ['shipped', 'confirmed'],
      unknown: ['lost'],
    });
  });

  it('has a list for every closed list the test knows, and no other', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(lists).sort());
    expect(Object.keys(catalogues.bn).sort()).toEqual(Object.keys(lists).sort());
  });

  describe.each(['en', 'bn'] as const)('in %s', (locale) => {
    it.each(Object.entries(lists))(
      'names every value of %s, and only those',
      (vocabulary, values) => {
        expect(gaps(catalogues[locale], vocabulary, values)).toEqual({ missing: [], unknown: [] });
      },
    );
  });

  it('names the couriers the desk books', () => {
    expect(gaps(catalogues.en, 'courierDesk', bookableCouriers).missing).toEqual([]);
  });

  it('is what the label tables and the server-side t() read, in both languages', () => {
    expect(vocabularyLabels('orderStatusDesk', orderStatuses).pending).toBe('To confirm');
    expect(vocabularyWord('bn', 'orderStatus', 'pending')).toBe(catalogues.bn.orderStatus!.pending);
    expect(vocabularyWord('bn', 'courierInMessage', 'steadfast')).toBe('Steadfast');
    expect(vocabularyWord('bn', 'measurement', 'bust')).toBe('বুক');
  });
});
