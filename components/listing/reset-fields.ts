type FormField = HTMLInputElement | HTMLSelectElement;

/**
 * The fields under `root` show what the page says (their defaults, from the URL), not old
 * input: after a navigation, or when the filter drawer is closed without applying.
 */
export function resetFields(root: HTMLElement) {
  root.querySelectorAll<FormField>('input, select').forEach((field) => {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].find((option) => option.defaultSelected);
      field.value = chosen?.value ?? field.options[0]?.value ?? '';
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
