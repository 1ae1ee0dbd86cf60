import { CheckOption } from '@/components/admin/products/form/check-option';

type Props = {
  choices: { id: number; label: string }[];
  chosen: number[];
  /** Its height and spacing in the form around it. */
  className: string;
  hidden?: boolean;
};

/** A checkbox for each category, all named categoryIds, in a grid that scrolls when long. */
export function CategoryCheckboxes({ choices, chosen, className, hidden }: Props) {
  return (
    <div
      hidden={hidden}
      className={`grid gap-2 overflow-y-auto border border-stone-100 p-2 sm:grid-cols-2 ${className}`}
    >
      {choices.map((choice) => (
        <CheckOption
          key={choice.id}
          name="categoryIds"
          value={choice.id}
          label={choice.label}
          defaultChecked={chosen.includes(choice.id)}
        />
      ))}
    </div>
  );
}
