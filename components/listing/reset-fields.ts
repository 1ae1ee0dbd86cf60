type FormField = HTMLInputElement | HTMLSelectElement;

/** The option a list shows before she chooses: the one marked selected, else the first. */
const pageChoiceOf = (select: HTMLSelectElement) =>
  ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';

/** Whether `field` shows something other than what the page says (its default, from the URL). */
function differsFromPage(field: FormField) {
  if (field instanceof HTMLSelectElement) {
    return field.value !== pageChoiceOf(field);
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** The fields under `root` that the shopper changed and the page does not show yet. */
export function changedFields(root: ParentNode) {
  return [...root.querySelectorAll<FormField>('input, select')].filter(differsFromPage);
}

/**
 * The fields under `root` show what the page says (their defaults, from the URL), not old
 * input: after a navigation, or when the filter drawer is closed without applying.
 */
export function resetFields(root: HTMLElement) {
  root.querySelectorAll<FormField>('input, select').forEach((field) => {
    if (field instanceof HTMLSelectElement) {
      field.value = pageChoiceOf(field);
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      field.checked = field.defaultChecked;
    } else {
      field.value = field.defaultValue;
    }
  });
}

/** The open modal filter drawer that holds `form`, if any: its changes wait for "Show". */
export function openDrawerOf(form: HTMLFormElement): HTMLDialogElement | null {
  const dialog = form.closest('dialog');
  return dialog?.open ? dialog : null;
}
