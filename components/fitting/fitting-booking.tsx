'use client';

import { useLocale, useTranslations } from '#intl';
import { useRef, useState } from 'react';
import type { Notice } from '@/components/account/form-notice';
import { apiRequest } from '@/lib/http/api-client';
import { FittingBooked } from './fitting-booked';
import { FittingCodeForm } from './fitting-code-form';
import { FittingDetailsForm, type FittingDetails } from './fitting-details-form';
import { asApiError, fittingProblem } from './fitting-failure';
import type { BookingAnswer, DayAnswer, FittingShowroom } from './types';

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
  // The details the last code was sent for: the second step's, and the first's once back.
  const [details, setDetails] = useState<FittingDetails | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [booked, setBooked] = useState<BookingAnswer | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTranslations('fitting');
  const locale = useLocale();
  const refused = (error: unknown): Notice => ({
    tone: 'error',
    text: fittingProblem(asApiError(error), locale, t).text,
  });

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
      setNotice(refused(error));
    } finally {
      setLoading(false);
    }
  };

  if (booked) {
    return (
      <div tabIndex={-1} ref={heading} className="outline-none">
        <FittingBooked booked={booked} showroom={showroom} />
      </div>
    );
  }

  if (confirming && details && start) {
    return (
      <FittingCodeForm
        details={details}
        date={day.date}
        start={start}
        notice={notice}
        onBooked={(answer) => {
          setBooked(answer);
          requestAnimationFrame(() => heading.current?.focus());
        }}
        onTimeGone={(error) => {
          setConfirming(false);
          setNotice(refused(error));
          void loadDay(day.date);
        }}
        onChange={() => {
          setConfirming(false);
          setNotice(null);
        }}
      />
    );
  }

  return (
    <FittingDetailsForm
      picker={{
        day,
        chosenDate,
        start,
        loading,
        onDay: (date) => void loadDay(date),
        onStart: setStart,
      }}
      typed={details}
      notice={notice}
      onCodeSent={(sent) => {
        setDetails(sent);
        setConfirming(true);
        setNotice({ tone: 'success', text: t('form.codeSent', { phone: sent.phone }) });
      }}
    />
  );
}
