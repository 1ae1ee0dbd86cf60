'use client';

import { useTranslations } from '#intl';
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
  const t = useTranslations('admin.taxonomy');
  const common = useTranslations('admin.common');
  const { reply, pending, errors, formProps } = useActionForm(action, {
    resetOnSuccess: !occasion,
  });
  return (
    <form
      {...formProps}
      className="space-y-5"
      aria-label={
        occasion ? t('common.editLabel', { name: occasion.name }) : t('occasionForm.addLabel')
      }
    >
      {occasion && <input type="hidden" name="occasionId" value={occasion.id} />}
      <NameFields
        errors={errors}
        name={occasion?.name}
        nameBn={occasion?.nameBn}
        required
        hint={
          occasion
            ? t(occasion.inMenus ? 'occasionForm.menusName' : 'occasionForm.pageStays', {
                url: occasion.url,
              })
            : t('occasionForm.newHint')
        }
      />
      <DescriptionFields
        errors={errors}
        description={occasion?.description}
        descriptionBn={occasion?.descriptionBn}
        hint={t('occasionForm.descriptionHint')}
      />
      <CategoryCheckboxes
        legend={t('occasionForm.categories')}
        hint={t('occasionForm.categoriesHint')}
        error={errors.categoryIds}
        choices={choices}
        chosen={occasion?.categoryIds ?? []}
        height="max-h-80"
      />
      <FormStatus state={reply} />
      <SubmitButton
        pending={pending}
        label={occasion ? t('common.save') : t('occasionForm.add')}
        pendingLabel={occasion ? common('saving') : t('common.adding')}
      />
    </form>
  );
}
