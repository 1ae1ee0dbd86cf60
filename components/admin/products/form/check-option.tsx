type Props = {
  name: string;
  value: string | number;
  label: string;
  defaultChecked: boolean;
  /** The form's id, for a field placed outside the form element. */
  form?: string;
  hint?: string;
};

/** A checkbox with its label as one large target, marked when chosen. */
export function CheckOption({ name, value, label, defaultChecked, form, hint }: Props) {
  return (
    <label className="has-checked:border-ink flex min-h-11 cursor-pointer items-start gap-3 border border-stone-200 px-3 py-2.5 text-sm transition-colors hover:border-stone-400 has-checked:bg-stone-50">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        form={form}
        className="accent-ink mt-0.5 h-4 w-4 shrink-0"
      />
      <span>
        <span className="text-ink block">{label}</span>
        {hint && <span className="text-ink-muted mt-0.5 block text-xs">{hint}</span>}
      </span>
    </label>
  );
}
