type OptionsProps<T> = {
  items: readonly T[];
  /** What the form sends for an item; the item itself by default. */
  value?: (item: T) => string | number;
  /** What the shopper or staff member reads; the item itself by default. */
  label?: (item: T) => string;
  /** The empty first choice ("Choose…", "Any"), when the list has one. */
  none?: string;
};

/** The choices of a drop-down (SelectField), one per item. */
export function Options<T>({ items, value = String, label = String, none }: OptionsProps<T>) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}
