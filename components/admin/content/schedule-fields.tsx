import { TextField } from '@/components/account/form-field';
import type { FieldErrors } from '@/lib/domain-error';
import { CheckboxField } from '../taxonomy/checkbox-field';
import { dhakaInputValue } from './dhaka-time';

/** The words of each end and of the switch, for a slide of the home banner and a discount code. */
const words = {
  slide: {
    startsAt: { label: 'Show from (Dhaka time)', hint: 'Empty: at once' },
    endsAt: { label: 'Show until (Dhaka time)', hint: 'Empty: until taken down' },
    switch: { name: 'active', label: 'Shown on the home page (within its dates)' },
  },
  discount: {
    startsAt: { label: 'Starts (Dhaka time)', hint: 'Empty: at once' },
    endsAt: { label: 'Ends (Dhaka time)', hint: 'Empty: until switched off' },
    switch: { name: 'isActive', label: 'Shoppers can use it (within its dates)' },
  },
} as const;

type Props = {
  of: keyof typeof words;
  values: { startsAt: Date | null; endsAt: Date | null; on: boolean };
  errors: FieldErrors;
};

/**
 * When something is on: from and until (startsAt, endsAt, typed in Dhaka time; empty:
 * open-ended), and a switch that turns it off whatever the dates.
 */
export function ScheduleFields({ of, values, errors }: Props) {
  const { switch: onOff, ...ends } = words[of];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <TextField
            key={name}
            type="datetime-local"
            name={name}
            {...ends[name]}
            defaultValue={dhakaInputValue(values[name])}
            error={errors[name]}
          />
        ))}
      </div>
      <CheckboxField {...onOff} defaultChecked={values.on} error={errors[onOff.name]} />
    </>
  );
}
