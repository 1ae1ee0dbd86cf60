import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import type { FieldErrors } from '@/lib/domain-error';
import { CheckboxField } from '../taxonomy/checkbox-field';
import { dhakaInputValue } from './dhaka-time';

/** The switch's field, for a slide of the home banner and a discount code. */
const switches = { slide: 'active', discount: 'isActive' } as const;

type Props = {
  of: keyof typeof switches;
  values: { startsAt: Date | null; endsAt: Date | null; on: boolean };
  errors: FieldErrors;
};

/**
 * When something is on: from and until (startsAt, endsAt, typed in Dhaka time; empty:
 * open-ended), and a switch that turns it off whatever the dates.
 */
export function ScheduleFields({ of, values, errors }: Props) {
  const t = useTranslations('admin.content.schedule');
  const onOff = switches[of];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <TextField
            key={name}
            type="datetime-local"
            name={name}
            label={t(`${of}.${name}`)}
            hint={t(`${of}.${name}Hint`)}
            defaultValue={dhakaInputValue(values[name])}
            error={errors[name]}
          />
        ))}
      </div>
      <CheckboxField
        name={onOff}
        label={t(`${of}.switch`)}
        defaultChecked={values.on}
        error={errors[onOff]}
      />
    </>
  );
}
