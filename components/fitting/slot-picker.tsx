'use client';

import { useLocale, useTranslations } from '#intl';
import { shortDayLabel, timeLabel } from '@/lib/fittings/client';
import { localeDigits } from '@/lib/i18n/digits';
import type { DayAnswer } from './types';

const chipClass =
  'relative flex min-h-12 cursor-pointer items-center justify-center border px-3 text-sm transition-colors has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:focus-ring';
/** The radio covers its chip, unseen: a tap anywhere on the chip is a tap on the radio. */
const radioClass = 'absolute inset-0 m-0 cursor-[inherit] appearance-none opacity-0';
const legendClass = 'text-ink-soft mb-3 text-xs tracking-[0.2em] uppercase';

export type SlotPickerProps = {
  day: DayAnswer;
  /** The day she tapped: marked at once, while its times load. */
  chosenDate: string;
  start: string | null;
  loading: boolean;
  error?: string;
  onDay: (date: string) => void;
  onStart: (start: string) => void;
};

/** The bookable days (Dhaka calendar), then the chosen day's times; full ones cannot be chosen. */
export function SlotPicker(props: SlotPickerProps) {
  const { day, chosenDate, start, loading, error, onDay, onStart } = props;
  const t = useTranslations('fitting.picker');
  const locale = useLocale();
  return (
    <div className="space-y-8">
      {/* A fieldset is as wide as its content unless told: the days scroll inside it instead. */}
      <fieldset className="min-w-0">
        <legend className={legendClass}>{t('date')}</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
          {day.days.map((date) => (
            <label
              key={date}
              className={`${chipClass} shrink-0 border-stone-300 whitespace-nowrap`}
            >
              <input
                type="radio"
                name="date"
                value={date}
                checked={date === chosenDate}
                onChange={() => onDay(date)}
                className={radioClass}
              />
              {shortDayLabel(date, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-busy={loading} aria-describedby={error ? 'fitting-time-error' : undefined}>
        <legend className={legendClass}>{t('time')}</legend>
        {day.slots.length === 0 ? (
          <p className="text-ink-soft text-sm">{t('noTimes')}</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => {
              // Said only once some places are taken; the chip's name stays its time.
              const few = !slot.full && slot.places_left < slot.places;
              const placesId = `fitting-places-${slot.start}`;
              return (
                <label
                  key={slot.start}
                  className={`${chipClass} flex-col border-stone-300 ${slot.full ? 'cursor-not-allowed border-dashed text-stone-400' : ''}`}
                >
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    checked={slot.start === start}
                    disabled={slot.full || loading}
                    onChange={() => onStart(slot.start)}
                    aria-describedby={few ? placesId : undefined}
                    className={radioClass}
                  />
                  <span>{timeLabel(new Date(slot.start), locale)}</span>
                  {slot.full && (
                    <span className="text-xs tracking-wider uppercase">{t('full')}</span>
                  )}
                  {few && (
                    <span id={placesId} aria-hidden="true" className="text-xs opacity-80">
                      {t('placesLeft', {
                        count: slot.places_left,
                        places: localeDigits(String(slot.places_left), locale),
                      })}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        )}
        {error && (
          <p id="fitting-time-error" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
