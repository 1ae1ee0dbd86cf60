'use client';

import { useRef, useState, type FormEvent } from 'react';
import { CodeField } from '@/components/account/code-field';
import { FormNotice, type Notice } from '@/components/account/form-notice';
import { TextField } from '@/components/account/form-field';
import { PhoneField } from '@/components/account/phone-field';
import { SubmitButton } from '@/components/account/submit-button';
import { textButtonClass } from '@/components/account/form-styles';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { dayLabel } from '@/lib/fittings/when';
import { ApiClientError, apiRequest, type FieldMessages } from '@/lib/http/api-client';
import { FittingBooked } from './fitting-booked';
import { SlotPicker } from './slot-picker';
import type { BookingAnswer, DayAnswer, FittingShowroom } from './types';

type Details = { name: string; phone: string; note: string };

const failed = (error: unknown): ApiClientError =>
  error instanceof ApiClientError
    ? error
    : new ApiClientError(0, 'network_error', 'Something went wrong. Please try again.');

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
      setNotice({ tone: 'error', text: failed(error).message });
    } finally {
      setLoading(false);
    }
  };

  const refuse = (error: unknown) => {
    const refusal = failed(error);
    setFields(refusal.fields);
    setNotice({ tone: 'error', text: refusal.message });
    return refusal;
  };

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entered = {
      name: String(form.get('name') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
      note: String(form.get('note') ?? '').trim(),
    };
    setDraft(entered);
    const missing: FieldMessages = {};
    if (!start) missing.start = 'Choose a time';
    if (!entered.name) missing.name = 'Enter your name';
    if (!entered.phone) missing.phone = 'Enter your mobile number';
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setNotice({ tone: 'error', text: 'Please check the fields marked below.' });
      return;
    }
    setPending(true);
    try {
      await apiRequest('POST', '/api/v1/fittings/otp', { phone: entered.phone });
      setDetails(entered);
      setFields({});
      setNotice({
        tone: 'success',
        text: `We have sent a 6-digit code by SMS to ${entered.phone}.`,
      });
    } catch (error) {
      refuse(error);
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!details || !start) return;
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    setPending(true);
    try {
      const answer = await apiRequest<BookingAnswer>('POST', '/api/v1/fittings', {
        ...details,
        start,
        otp,
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
        <form onSubmit={confirm} aria-label="Confirm your fitting" noValidate className="max-w-md">
          <p className="text-ink-soft mb-6 text-sm leading-7">
            {dayLabel(day.date)} at {day.slots.find((slot) => slot.start === start)?.time}, for{' '}
            {details.name}. Enter the code we sent to {details.phone}.
          </p>
          <CodeField error={fields.otp} />
          <div className="flex flex-wrap items-center gap-6">
            <SubmitButton pending={pending} label="Confirm booking" pendingLabel="Booking…" />
            <button
              type="button"
              className={textButtonClass}
              onClick={() => {
                setDetails(null);
                setNotice(null);
              }}
            >
              Change the details
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={requestCode} aria-label="Book a fitting" noValidate className="space-y-8">
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
              label="Your name"
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
            label="Note (optional)"
            name="note"
            rows={3}
            maxLength={500}
            defaultValue={draft.note}
            error={fields.note}
            hint="The pieces you would like to try, or the date of the wedding."
          />
          <SubmitButton pending={pending} label="Send me a code" pendingLabel="Sending…" />
        </form>
      )}
    </div>
  );
}
