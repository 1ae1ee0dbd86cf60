'use client';

import { useId } from 'react';
import { SubmitButton } from '@/components/account/submit-button';
import type { CategoryChoice } from '@/lib/catalogue';
import type { AdminOccasion } from '@/lib/catalogue/admin';
import { BilingualField, banglaHints } from '../bilingual-field';
import { CategoryCheckboxes } from '../category-checkboxes';
import { FormStatus } from '../form-status';
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
  const groupId = useId();
  const error = errors.categoryIds;
  return (
    <form
      {...formProps}
      className="space-y-5"
      aria-label={occasion ? `Edit ${occasion.name}` : 'Add an occasion'}
    >
      {occasion && <input type="hidden" name="occasionId" value={occasion.id} />}
      <BilingualField
        name="name"
        label="Name"
        errors={errors}
        autoComplete="off"
        maxLength={80}
        english={{
          defaultValue: occasion?.name,
          required: true,
          hint: occasion
            ? `Its page stays at ${occasion.url}.${occasion.inMenus ? ' The menus name it in words of their own.' : ''}`
            : 'Its page’s address is made from the name once: /occasion/…',
        }}
        bangla={{ defaultValue: occasion?.nameBn, hint: banglaHints.name }}
      />
      <BilingualField
        name="description"
        label="Description"
        errors={errors}
        rows={3}
        maxLength={2000}
        english={{
          defaultValue: occasion?.description,
          hint: 'Under the name on its page and its tile on the home page.',
        }}
        bangla={{ defaultValue: occasion?.descriptionBn, hint: banglaHints.description }}
      />
      <fieldset aria-describedby={error ? `${groupId}-error` : `${groupId}-hint`}>
        <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
          Categories it gathers
        </legend>
        <p id={`${groupId}-hint`} className="text-ink-muted mb-3 text-sm">
          Each with the categories beneath it.
        </p>
        <CategoryCheckboxes
          choices={choices}
          chosen={occasion?.categoryIds ?? []}
          className="max-h-80"
        />
        {error && (
          <p id={`${groupId}-error`} className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <FormStatus state={reply} />
      <SubmitButton
        pending={pending}
        label={occasion ? 'Save' : 'Add occasion'}
        pendingLabel={occasion ? 'Saving…' : 'Adding…'}
      />
    </form>
  );
}
