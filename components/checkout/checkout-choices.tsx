import { ChoiceGroup, type ChoiceGroupProps } from '@/components/ui/choice-group';

type CheckoutChoicesProps<T extends string> = Omit<
  Extract<ChoiceGroupProps<T>, { type: 'radio' }>,
  'type' | 'look' | 'legendHidden' | 'layoutClassName'
>;

/**
 * A checkout section's one choice (delivery, payment): boxes one under another, the
 * section's title its name for screen readers, as the heading above already shows it.
 */
export function CheckoutChoices<T extends string>(props: CheckoutChoicesProps<T>) {
  return (
    <ChoiceGroup {...props} type="radio" look="box" legendHidden layoutClassName="grid gap-3" />
  );
}
