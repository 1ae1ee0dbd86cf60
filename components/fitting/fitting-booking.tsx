'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { CodeField } from '@/components/account/code-field';
import { FormNotice, type Notice } from '@/components/account/form-notice';
import { TextField } from '@/components/account/form-field';
import { PhoneField } from '@/components/account/phone-field';
import { SubmitButton } from '@/components/account/submit-button';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { dayLabel, timeLabel } from '@/lib/fittings/client';
import { asciiDigits } from '@/lib/i18n/digits';
import { apiRequest, type FieldMessages } from '@/lib/http/api-client';
import { FittingBooked } from './fitting-booked';
import { asApiError, fittingProblem } from './fitting-failure';
import { SlotPicker } from './slot-picker';
import type { BookingAnswer, DayAnswer, FittingShowroom } from './types';
import { Button } from '@/components/ui/button';

type Details = { name: string; phone: string; note: string };

/**
 * /fitting: a date, a time with a place left, name, phone and a note; then the code sent
 * to that phone confirms the booking. A time taken meanwhile sends her back to the times,
 * read again.
 */
export function FittingBooking({
  initial,
  showroom,
}: {
  initial: DayAnswer;
  showroom: FittingShowroom;
}) {
  const [day, setDay] = useState(initial);
  const [chosenDate, setChosenDate] = useState(initial.date);
  const [start, setStart] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [details, setDetails] = useState<Details | null>(null);
  const [draft, setDraft] = useState<Details>({ name: '', phone: '', note: '' });
  const [booked, setBooked] = useState<BookingAnswer | null>(null);
  const [fields, setFields] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTranslations('fitting');
  const locale = useLocale();

  const loadDay = async (date: string) => {
    setChosenDate(date);
    setLoading(true);
    try {
      const next = await apiRequest<DayAnswer>('GET', `/api/v1/fittings/slots?date=${date}`);
      setDay(next);
      setStart((current) =>
        next.slots.some((slot) => slot.start === current && !slot.full) ? current : null,
      );
    } catch (error) {
      setChosenDate(day.date);
      setNotice({ tone: 'error', text: fittingProblem(asApiError(error), locale, t).text });
    } finally {
      setLoading(false);
    }
  };

  const refuse = (error: unknown) => {
    const refusal = asApiError(error);
    const problem = fittingProblem(refusal, locale, t);
    setFields(problem.fields);
    setNotice({ tone: 'error', text: problem.text });
    return refusal;
  };

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entered = {
      name: String(form.get('name') ?? '').trim(),
      // Typed in Bangla digits or ASCII, sent in ASCII.
      phone: asciiDigits(String(form.get('phone') ?? '')).trim(),
      note: String(form.get('note') ?? '').trim(),
    };
    setDraft(entered);
    const missing: FieldMessages = {};
    if (!start) missing.start = t('problems.chooseTime');
    if (!entered.name) missing.name = t('problems.enterName');
    if (!entered.phone) missing.phone = t('problems.enterPhone');
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setNotice({ tone: 'error', text: t('problems.checkFields') });
      return;
    }
    setPending(true);
    try {
      // The SMS is written in the shopper's language.
      await apiRequest('POST', '/api/v1/fittings/otp', { phone: entered.phone, locale });
      setDetails(entered);
      setFields({});
      setNotice({ tone: 'success', text: t('form.codeSent', { phone: entered.phone }) });
    } catch (error) {
      refuse(error);
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!details || !start) return;
    const otp = asciiDigits(String(new FormData(event.currentTarget).get('otp') ?? '')).trim();
    setPending(true);
    try {
      const answer = await apiRequest<BookingAnswer>('POST', '/api/v1/fittings', {
        ...details,
        start,
        otp,
        // The confirmation, the reminder and any cancellation are sent in her language.
        locale,
      });
      setBooked(answer);
      setNotice(null);
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      const refusal = refuse(error);
      if (refusal.code === 'slot_full' || refusal.code === 'slot_unavailable') {
        setDetails(null);
        await loadDay(day.date);
      }
    } finally {
      setPending(false);
    }
  };

  if (booked) {
    return (
      <div tabIndex={-1} ref={heading} className="outline-none">
        <FittingBooked booked={booked} showroom={showroom} />
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <FormNotice notice={notice} />
      {details ? (
        <form onSubmit={confirm} aria-label={t('form.confirm')} noValidate className="max-w-md">
          <p className="text-ink-soft mb-6 text-sm leading-7">
            {t('form.summary', {
              day: dayLabel(day.date, locale),
              time: start ? timeLabel(new Date(start), locale) : '',
              name: details.name,
              phone: details.phone,
            })}
          </p>
          <CodeField error={fields.otp} />
          <div className="flex flex-wrap items-center gap-6">
            <SubmitButton
              pending={pending}
              label={t('form.confirmBooking')}
              pendingLabel={t('form.booking')}
            />
            <Button
              variant="quiet"
              onClick={() => {
                setDetails(null);
                setNotice(null);
              }}
            >
              {t('form.change')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={requestCode} aria-label={t('form.book')} noValidate className="space-y-8">
          <SlotPicker
            day={day}
            chosenDate={chosenDate}
            start={start}
            loading={loading}
            error={fields.start}
            onDay={(date) => void loadDay(date)}
            onStart={(chosen) => {
              setStart(chosen);
              setFields((current) => ({ ...current, start: '' }));
            }}
          />
          <div className="grid max-w-2xl gap-x-6 sm:grid-cols-2">
            <TextField
              label={t('form.name')}
              name="name"
              autoComplete="name"
              required
              defaultValue={draft.name}
              error={fields.name}
              className="mb-6"
            />
            <PhoneField error={fields.phone} defaultValue={draft.phone} />
          </div>
          <TextAreaField
            label={t('form.note')}
            name="note"
            rows={3}
            maxLength={500}
            defaultValue={draft.note}
            error={fields.note}
            hint={t('form.noteHint')}
          />
          <SubmitButton
            pending={pending}
            label={t('form.sendCode')}
            pendingLabel={t('form.sending')}
          />
        </form>
      )}
    </div>
  );
}
