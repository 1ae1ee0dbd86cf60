'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { formValues, checkFields } from '@/components/account/check-fields';
import { FormNotice } from '@/components/account/form-notice';
import { SubmitButton } from '@/components/account/submit-button';
import { useCodeRequest } from '@/components/account/use-code-request';
import { useFormFeedback } from '@/components/account/use-form-feedback';
import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import { asciiDigits } from '@/lib/i18n/digits';
import type { User } from '@/lib/customers';
import { type DeliveryRates, type PaymentSettings } from '@/lib/content/client';
import { deliveryZoneFor } from '@/lib/ordering/client';
import { normalizePhone, phoneSchema } from '@/lib/validation/client';
import type { CartItem } from '@/stores/cart-reducers';
import { AddressSection } from './address-section';
import { buildOrderBody, type AddressChoice } from './checkout-body';
import { CheckoutSummary } from './checkout-summary';
import { PhoneTotal } from './phone-total';
import { codAdvance } from './cod-advance';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { DiscountField } from './discount-field';
import { PaymentSection } from './payment-section';
import { splitServerFields, withoutLineFields } from './server-fields';
import { useFailureWords } from './use-failure-words';
import type { usePlaceOrder } from './use-place-order';
import { useDiscountCode } from './use-discount-code';

type CheckoutFormProps = {
  lines: CartItem[];
  /** The signed-in shopper (prefills the form), or null for a guest. */
  user: User | null;
  gateway: boolean;
  order: ReturnType<typeof usePlaceOrder>;
  /** The store's delivery charges, read on the server. */
  rates: DeliveryRates;
  /** The cash-on-delivery advance settings; null when SSLCommerz is not configured. */
  advanceSettings?: PaymentSettings | null;
};

const phoneOnly = z.object({ phone: phoneSchema });

const defaultChoice = (user: User | null): AddressChoice =>
  user?.addresses.find((address) => address.is_default)?.id ?? user?.addresses[0]?.id ?? 'new';

/** The checkout: contact, address, delivery and payment beside the order summary. */
export function CheckoutForm({
  lines,
  user,
  gateway,
  order,
  rates,
  advanceSettings = null,
}: CheckoutFormProps) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const words = useFailureWords();
  const { formRef, errors, notice, showErrors, showFailure, reset } = useFormFeedback();
  const code = useCodeRequest();
  const [choice, setChoice] = useState<AddressChoice>(() => defaultChoice(user));
  const [typedDistrict, setTypedDistrict] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const discount = useDiscountCode(lines);
  const addresses = user?.addresses ?? [];
  const saved = addresses.find((address) => address.id === choice);
  const district = choice === 'new' ? typedDistrict : (saved?.district ?? null);
  const zone = district ? deliveryZoneFor(district) : null;
  const [payment, setPayment] = useState('cod');
  const off = discount.applied?.amount ?? 0;
  const advance =
    payment === 'cod' ? codAdvance({ lines, off, zone, rates, settings: advanceSettings }) : null;

  const sendCode = async () => {
    const values = formValues(formRef.current!);
    const checked = checkFields(phoneOnly, { phone: asciiDigits(values.phone ?? '') });
    if (checked.errors) return showErrors(words.fields(checked.errors));
    await code.send(
      checked.data.phone,
      async () => {
        const answer = await apiRequest<{ message: string }>('POST', '/api/v1/orders/otp', {
          phone: checked.data.phone,
          locale,
        });
        reset({ tone: 'success', text: words.english ? answer.message : t('contact.codeSent') });
      },
      (error) => showFailure(words.failure(error), words.explain('send a code')),
    );
  };

  const showServerFailure = (thrown: unknown) => {
    const error = words.failure(thrown);
    if (!(error instanceof ApiClientError)) return showFailure(error, () => '');
    const split = splitServerFields(error.fields);
    setLineErrors(split.lines);
    if (split.form.discount_code) discount.reject(split.form.discount_code);
    showFailure(withoutLineFields(error, split.form), words.explain('place your order'));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = buildOrderBody(formValues(event.currentTarget), {
      lines,
      choice,
      addresses,
      codeSentTo: user ? undefined : code.sentTo,
      discountCode: discount.applied?.code,
      locale,
      words: {
        chooseAddress: t('errors.chooseAddress'),
        confirmPhone: t('errors.confirmPhone'),
        otherPhone: t('errors.otherPhone'),
        fields: words.fields,
      },
    });
    if (built.errors) return showErrors(built.errors);
    setLineErrors({});
    await order.place(built.body).catch(showServerFailure);
  };

  const typedPhone = () => {
    const field = formRef.current?.elements.namedItem('phone');
    return field instanceof HTMLInputElement ? normalizePhone(asciiDigits(field.value)) : null;
  };
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

  // Division and district come from selects in a shared component: read them as they change.
  const track = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'division') setTypedDistrict(null);
    if (target.name === 'district') setTypedDistrict(target.value || null);
    if (target.name === 'payment') setPayment(target.value);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onChange={track}
      noValidate
      aria-label={t('formLabel')}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16"
    >
      <div>
        <PhoneTotal lines={lines} zone={zone} rates={rates} discount={discount.applied} />
        <FormNotice notice={notice} className="mb-8" />
        <ContactSection
          user={user}
          errors={errors}
          code={user ? null : code}
          onSendCode={() => void sendCode()}
          onRestartCode={() => reset()}
        />
        <AddressSection
          addresses={addresses}
          choice={choice}
          onChoice={setChoice}
          errors={errors}
        />
        <DeliverySection
          district={district}
          subtotal={subtotal - (discount.applied?.amount ?? 0)}
          rates={rates}
        />
        <PaymentSection gateway={gateway} error={errors.payment} advance={advance} />
      </div>
      <CheckoutSummary
        lines={lines}
        zone={zone}
        rates={rates}
        lineErrors={lineErrors}
        discount={discount.applied}
        discountField={<DiscountField discount={discount} phone={typedPhone} />}
        advance={advance}
      >
        <div className="mt-8">
          <SubmitButton
            pending={order.pending || order.placed}
            label={t('placeOrder')}
            pendingLabel={t('placing')}
            wide
          />
        </div>
      </CheckoutSummary>
    </form>
  );
}
