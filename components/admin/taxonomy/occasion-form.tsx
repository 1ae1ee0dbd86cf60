'use client';

import { SubmitButton } from '@/components/account/submit-button';
import type { CategoryChoice } from '@/lib/catalogue';
import type { AdminOccasion } from '@/lib/catalogue/admin';
import { CategoryCheckboxes } from '../category-checkboxes';
import { FormStatus } from '../form-status';
import { DescriptionFields, NameFields } from './item-texts';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  action: FormAction;
  /** The occasion edited; none: the form adds one. */
  occasion?: AdminOccasion;
  choices: CategoryChoice[];
};

/**
 * An occasion's name and description in English and Bangla, and the categories it gathers
 * (each with everything beneath it). A new one's address is made from its English name.
 */
export function OccasionForm({ action, occasion, choices }: Props) {
  const { reply, pending, errors, formProps } = useActionForm(action, {
    resetOnSuccess: !occasion,
  });
  return (
    <form
      {...formProps}
      className="space-y-5"
      aria-label={occasion ? `Edit ${occasion.name}` : 'Add an occasion'}
    >
      {occasion && <input type="hidden" name="occasionId" value={occasion.id} />}
      <NameFields
        errors={errors}
        name={occasion?.name}
        nameBn={occasion?.nameBn}
        required
        hint={
          occasion
            ? `Its page stays at ${occasion.url}.${occasion.inMenus ? ' The menus name it in words of their own.' : ''}`
            : 'Its page’s address is made from the name once: /occasion/…'
        }
      />
      <DescriptionFields
        errors={errors}
        description={occasion?.description}
        descriptionBn={occasion?.descriptionBn}
        hint="Under the name on its page and its tile on the home page."
      />
      <CategoryCheckboxes
        legend="Categories it gathers"
        hint="Each with the categories beneath it."
        error={errors.categoryIds}
        choices={choices}
        chosen={occasion?.categoryIds ?? []}
        height="max-h-80"
      />
      <FormStatus state={reply} />
      <SubmitButton
        pending={pending}
        label={occasion ? 'Save' : 'Add occasion'}
        pendingLabel={occasion ? 'Saving…' : 'Adding…'}
      />
    </form>
  );
}
