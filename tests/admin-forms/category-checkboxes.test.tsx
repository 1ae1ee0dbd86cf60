import { CategoryChoices } from '@/components/admin/discounts/category-choices';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import type { AdminOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/admin-occasions';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { attributesOf } from '@/tests/helpers/form-markup';
import { renderStaffMarkup } from '@/tests/helpers/intl';

const choices = [
  { id: 3, label: 'Bridal' },
  { id: 7, label: 'Bridal › Lehenga' },
  { id: 9, label: 'Accessories' },
];

/** Each categoryIds checkbox: its value, label and whether it starts ticked. */
function checkboxes(html: string) {
  return [...html.matchAll(/<input\b([^>]*name="categoryIds"[^>]*)>(?:<span[^>]*>)?([^<]+)</g)].map(
    ([, tag, label]) => {
      const input = attributesOf(tag!);
      return { value: input.value, label, checked: 'checked' in input, type: input.type };
    },
  );
}

/** The opening tag of the element that holds the checkboxes. */
const grid = (html: string) =>
  attributesOf(/<div\b([^>]*)><label\b[^>]*><input\b[^>]*name="categoryIds"/.exec(html)![1]!);

/** Whether the group of checkboxes is out of sight (and out of the form's reading order). */
const hidden = (html: string) => {
  const group = /<fieldset\b([^>]*)>(?:(?!<\/fieldset>).)*name="categoryIds"/s.exec(html)![1]!;
  const attributes = attributesOf(group);
  return 'hidden' in attributes || (attributes.class ?? '').split(' ').includes('hidden');
};

const ticked = (...values: string[]) =>
  choices.map(({ id, label }) => ({
    value: String(id),
    label,
    checked: values.includes(String(id)),
    type: 'checkbox',
  }));

describe('the category checkboxes', () => {
  it('offers every category in the occasion form, ticking the ones it gathers', () => {
    const occasion = {
      id: 1,
      name: 'Bridal',
      url: '/occasion/bridal',
      categoryIds: [7, 9],
    } as AdminOccasion;
    const edit = renderStaffMarkup(
      <OccasionForm action={async () => idleState} occasion={occasion} choices={choices} />,
    );
    expect(checkboxes(edit)).toEqual(ticked('7', '9'));
    expect(hidden(edit)).toBe(false);
    expect(grid(edit).class).toContain('max-h-80');
    const add = renderStaffMarkup(
      <OccasionForm action={async () => idleState} choices={choices} />,
    );
    expect(checkboxes(add)).toEqual(ticked());
  });

  it('offers them in the discount form, hidden until the code is for some categories', () => {
    const some = renderStaffMarkup(
      <CategoryChoices appliesTo="categories" chosen={[3]} options={choices} />,
    );
    expect(checkboxes(some)).toEqual(ticked('3'));
    expect(hidden(some)).toBe(false);
    expect(grid(some).class).toContain('max-h-72');
    const every = renderStaffMarkup(
      <CategoryChoices appliesTo="all" chosen={[]} options={choices} />,
    );
    expect(checkboxes(every)).toEqual(ticked());
    expect(hidden(every)).toBe(true);
  });
});
