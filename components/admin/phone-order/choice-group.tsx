type Choice<T extends string> = { value: T; label: string; hint?: string };

type Props<T extends string> = {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
};

/** Radio buttons drawn as large tiles, one tap each on a phone; the checked one is filled. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: Props<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="has-[:checked]:bg-ink has-[:checked]:border-ink text-ink has-[:focus-visible]:focus-ring flex min-h-12 cursor-pointer flex-col items-center justify-center border border-stone-300 px-2 py-2 text-center text-sm transition-colors has-[:checked]:text-white"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
            {choice.hint && <span className="mt-0.5 text-xs opacity-75">{choice.hint}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
