import type { ReactNode } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';

type Props = {
  choices: { id: number; label: string }[];
  chosen: number[];
  legend: string;
  /** Keep the legend for screen readers only, when the form around says the same. */
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Its height in the form around it (the grid scrolls when longer). */
  height: string;
  className?: string;
};

/** A checkbox for each category, all named categoryIds, in a grid that scrolls when long. */
export function CategoryCheckboxes({ choices, chosen, height, ...group }: Props) {
  return (
    <ChoiceGroup
      type="checkbox"
      name="categoryIds"
      look="box"
      layoutClassName={`grid gap-2 overflow-y-auto border border-stone-100 p-2 sm:grid-cols-2 ${height}`}
      choices={choices.map((choice) => ({ value: String(choice.id), label: choice.label }))}
      defaultValue={chosen.map(String)}
      {...group}
    />
  );
}
