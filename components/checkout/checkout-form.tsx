'use client';

import { useLocale, useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { FormNotice, type Notice } from '@/components/account/form-notice';
import { SubmitButton } from '@/components/account/submit-button';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import { asciiDigits } from '@/lib/i18n/digits';
import type { User } from '@/lib/customers';
import { type DeliveryRates, type EmiPlan, type PaymentSettings } from '@/lib/content/client';
import { deliveryZoneFor } from '@/lib/ordering/client';
import { normalizePhone } from '@/lib/validation/client';
import type { CartItem } from '@/stores/cart-reducers';
import { AddressSection } from './address-section';
import { checkoutStart, orderBody, type AddressChoice } from './checkout-body';
import { CheckoutSummary } from './checkout-summary';
import { PhoneTotal } from './phone-total';
import { codAdvance } from './cod-advance';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { DiscountField } from './discount-field';
import { checkoutFigures } from './checkout-figures';
import { PaymentSection, type PaymentChoice } from './payment-section';
import { splitServerFields, withFormNames } from './server-fields';
import { useFailureWords } from './use-failure-words';
import type { usePlaceOrder } from './use-place-order';
import { useDiscountCode } from './use-discount-code';
import { useGuestCode } from './use-guest-code';
import { CartDateFor, type DateForProps } from '@/components/delivery-date/cart-date-for';
import { useSignedInCheckout } from './use-signed-in-checkout';

type CheckoutFormProps = {
  lines: CartItem[];
  /** The signed-in shopper (prefills the form), or null for a guest. */
  user: User | null;
  gateway: boolean;
  /** WhatsApp is set up: the contact step offers its updates there. */
  whatsapp: boolean;
  order: ReturnType<typeof usePlaceOrder>;
  /** The store's delivery charges, read on the server. */
  rates: DeliveryRates;
  /** The cash-on-delivery advance settings; null when SSLCommerz is not configured. */
  advanceSettings?: PaymentSettings | null;
  /** The card instalment plans staff keep; none when SSLCommerz is not configured. */
  emiPlans?: readonly EmiPlan[];
  /** What the earliest delivery date is computed from, and whom to ask when it is late. */
  dateFor: DateForProps;
};

const defaultChoice = (user: User | null): AddressChoice =>
  user?.addresses.find((address) => address.is_default)?.id ?? user?.addresses[0]?.id ?? 'new';

/** The checkout: contact, address, delivery and payment beside the order summary. */
export function CheckoutForm({
  lines,
  user,
  gateway,
  whatsapp,
  order,
  rates,
  advanceSettings = null,
  emiPlans = [],
  dateFor,
}: CheckoutFormProps) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const words = useFailureWords();
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [choice, setChoice] = useState<AddressChoice>(() => defaultChoice(user));
  const [typedDistrict, setTypedDistrict] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const discount = useDiscountCode(lines);
  const addresses = user?.addresses ?? [];
  // A saved address removed meanwhile (in another tab) leaves the form's own address fields.
  const saved = addresses.find((address) => address.id === choice);
  const district = saved ? saved.district : typedDistrict;
  const zone = district ? deliveryZoneFor(district) : null;
  const [payment, setPayment] = useState<PaymentChoice>('cod');
  const off = discount.applied?.amount ?? 0;
  const advance =
    payment === 'cod' ? codAdvance({ lines, off, zone, rates, settings: advanceSettings }) : null;

  /** The mobile number as typed, in ASCII digits. */
  const typedPhone = () => {
    const field = formRef.current?.elements.namedItem('phone');
    return field instanceof HTMLInputElement ? asciiDigits(field.value) : '';
  };
  /** The bag and the contact boxes as they stand, kept as a checkout until she orders. */
  const started = () =>
    checkoutStart(formRef.current ? new FormData(formRef.current) : new FormData(), lines);
  const guestCode = useGuestCode(user === null, typedPhone, started);
  const signedInCheckout = useSignedInCheckout(user !== null, typedPhone, started);

  const sendOrder = async (form: FormData) => {
    setNotice(null);
    setLineErrors({});
    const placeable = guestCode.placeable();
    const discountCode = discount.applied?.code;
    await order.place(orderBody(form, { lines, saved, placeable, discountCode, locale }));
  };

  /**
   * A refused order: its lines' problems on the summary, the discount code's beside the
   * code, the others beside their fields.
   */
  const explainOrder = (thrown: unknown): ApiFormFailure => {
    const refused = words.refusal(withFormNames(thrown), 'place your order');
    const split = splitServerFields(refused.fields);
    setLineErrors(split.lines);
    if (split.form.discount_code) discount.reject(split.form.discount_code);
    return { ...refused, fields: guestCode.refusedFields(split.form) };
  };

  const { errors, formError, pending, formProps, showRefusal, clearRefusal } = useApiForm(
    sendOrder,
    { explain: explainOrder },
  );

  const sendCode = () =>
    guestCode.send((said) => {
      clearRefusal();
      setNotice({ tone: 'success', text: said });
    }, showRefusal);

  const restartCode = () => {
    clearRefusal();
    setNotice(null);
  };

  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

  // Division and district come from selects in a shared component: read them as they change.
  const track = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'division') setTypedDistrict(null);
    if (target.name === 'district') setTypedDistrict(target.value || null);
    if (target.name === 'remind') signedInCheckout.remindChanged();
  };

  return (
    <form
      {...formProps}
      ref={formRef}
      onChange={track}
      aria-label={t('formLabel')}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16"
    >
      <div>
        <PhoneTotal lines={lines} zone={zone} rates={rates} discount={discount.applied} />
        <FormNotice
          notice={formError ? { tone: 'error', text: formError } : notice}
          className="mb-8"
        />
        <ContactSection
          user={user}
          whatsapp={whatsapp}
          errors={errors}
          code={guestCode.code}
          onSendCode={() => void sendCode()}
          onRestartCode={restartCode}
        />
        <AddressSection
          addresses={addresses}
          choice={saved ? saved.id : 'new'}
          onChoice={setChoice}
          errors={errors}
        />
        <DeliverySection
          district={district}
          subtotal={subtotal - (discount.applied?.amount ?? 0)}
          rates={rates}
        />
        <CartDateFor lines={lines} zone={zone} dateFor={dateFor} needByError={errors.need_by} />
        <PaymentSection
          gateway={gateway}
          emiPlans={emiPlans}
          total={checkoutFigures(lines, zone, rates, discount.applied).total}
          payment={payment}
          onPayment={setPayment}
          error={errors.payment ?? errors.emi}
          emiMonthsError={errors.emi_months}
          advance={advance}
        />
      </div>
      <CheckoutSummary
        lines={lines}
        zone={zone}
        rates={rates}
        lineErrors={lineErrors}
        discount={discount.applied}
        discountField={
          <DiscountField discount={discount} phone={() => normalizePhone(typedPhone())} />
        }
        advance={advance}
      >
        <div className="mt-8">
          <SubmitButton
            pending={pending || order.placed}
            label={t('placeOrder')}
            pendingLabel={t('placing')}
            wide
          />
        </div>
      </CheckoutSummary>
    </form>
  );
}
