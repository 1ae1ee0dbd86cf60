import { useId, type ReactNode } from 'react';

export type Choice<T extends string = string> = {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  /** A colour (any CSS colour) drawn as a small round swatch before the label. */
  swatch?: string;
  disabled?: boolean;
};

/**
 * How a choice is drawn. tile: a large button (the input hidden but focusable), filled
 * when chosen, one tap on a phone; box: a bordered row with the input showing; plain: the
 * input and its label in a line.
 */
export type ChoiceLook = 'tile' | 'box' | 'plain';

type Common<T extends string> = {
  name: string;
  legend: ReactNode;
  /** Keep the legend for screen readers only, when a heading nearby says the same. */
  legendHidden?: boolean;
  choices: readonly Choice<T>[];
  look?: ChoiceLook;
  /** The grid or flex classes of the choices' row (the look's own otherwise). */
  layoutClassName?: string;
  hint?: ReactNode;
  error?: string;
  /** The form's id, for a group placed outside the form element. */
  form?: string;
  className?: string;
};

type RadioProps<T extends string> = Common<T> & {
  type: 'radio';
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  required?: boolean;
};

type CheckboxProps<T extends string> = Common<T> & {
  type: 'checkbox';
  value?: readonly T[];
  defaultValue?: readonly T[];
  onChange?: (value: T[]) => void;
};

export type ChoiceGroupProps<T extends string> = RadioProps<T> | CheckboxProps<T>;

const layouts: Record<ChoiceLook, string> = {
  tile: 'grid grid-cols-2 gap-2 sm:grid-cols-4',
  box: 'grid gap-2 sm:grid-cols-2',
  plain: 'flex flex-wrap gap-x-6 gap-y-2',
};

const labels: Record<ChoiceLook, string> = {
  tile: 'has-[:checked]:bg-ink has-[:checked]:border-ink text-ink has-[:focus-visible]:focus-ring flex min-h-12 cursor-pointer flex-col items-center justify-center border border-stone-300 px-2 py-2 text-center text-sm transition-colors has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
  box: 'has-checked:border-ink text-ink flex min-h-11 cursor-pointer items-center gap-3 border border-stone-200 px-3 py-2.5 text-sm transition-colors hover:border-stone-400 has-checked:bg-stone-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
  plain:
    'text-ink flex min-h-11 cursor-pointer items-center gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
};

const inputs: Record<ChoiceLook, string> = {
  tile: 'sr-only',
  box: 'accent-ink h-4 w-4 shrink-0',
  plain: 'accent-ink h-4 w-4 shrink-0',
};

export const legendClass = 'text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase';

/**
 * Radio buttons or checkboxes under one legend: native inputs, so the keyboard works as
 * the browser's own (arrows within radios, Space to tick), and the form posts them as is.
 * Controlled with `value` and `onChange`, or left to the form with `defaultValue`.
 */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const {
    name,
    legend,
    legendHidden,
    choices,
    look = 'tile',
    layoutClassName,
    hint,
    error,
    form,
    className,
  } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  const checkedProps = (value: T) => {
    if (props.type === 'radio') {
      const { value: chosen, defaultValue, onChange } = props;
      return chosen !== undefined
        ? { checked: chosen === value, onChange: () => onChange?.(value) }
        : { defaultChecked: defaultValue === value, onChange: () => onChange?.(value) };
    }
    const { value: chosen, defaultValue, onChange } = props;
    if (chosen === undefined) {
      return { defaultChecked: defaultValue?.includes(value) ?? false };
    }
    return {
      checked: chosen.includes(value),
      onChange: () =>
        onChange?.(
          chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value],
        ),
    };
  };

  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={legendHidden ? 'sr-only' : legendClass}>{legend}</legend>
      <div className={layoutClassName ?? layouts[look]}>
        {choices.map((choice) => (
          <label key={choice.value} className={labels[look]}>
            <input
              type={props.type}
              name={name}
              value={choice.value}
              form={form}
              disabled={choice.disabled}
              required={props.type === 'radio' ? props.required : undefined}
              className={inputs[look]}
              {...checkedProps(choice.value)}
            />
            {choice.swatch && (
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 rounded-full border border-stone-300"
                style={{ background: choice.swatch }}
              />
            )}
            {choice.hint ? (
              <span>
                <span className="block">{choice.label}</span>
                <span className="mt-0.5 block text-xs opacity-75">{choice.hint}</span>
              </span>
            ) : (
              choice.label
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-ink-muted mt-2 text-sm">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
