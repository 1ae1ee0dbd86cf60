/**
 * A form as the server renders it, read back as a browser would submit it: the names and
 * values it sends, with no browser needed.
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
export const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name) => entities[name]!);

export function attributesOf(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    found[name!] = decode(value ?? '');
  }
  return found;
}

/** What submitting the markup's form sends, as FormData would hold it. */
export function submitted(html: string): FormData {
  const form = new FormData();
  for (const [, tag] of html.matchAll(/<input\b([^>]*)>/g)) {
    const input = attributesOf(tag!);
    if (!input.name || 'disabled' in input) continue;
    const ticked = input.type === 'checkbox' || input.type === 'radio';
    if (ticked && !('checked' in input)) continue;
    form.append(input.name, input.value ?? (ticked ? 'on' : ''));
  }
  for (const [, tag, text] of html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    form.append(attributesOf(tag!).name!, decode(text!));
  }
  for (const [, tag, body] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option\b([^>]*\bselected\b[^>]*)>([^<]*)/.exec(body!);
    const option = chosen ? attributesOf(chosen[1]!) : {};
    // An option without a value sends its text, as a browser does.
    const value = option.value ?? (chosen ? decode(chosen[2]!) : '');
    if (!('disabled' in option)) form.append(attributesOf(tag!).name!, value);
  }
  return form;
}

/** The visible fields' attributes (hidden inputs left out). */
export const fieldIds = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)\b([^>]*)>/g)]
    .map(([, tag]) => attributesOf(tag!))
    .filter((field) => field.type !== 'hidden');

/** The markup of the form named `label` (its aria-label), to submit it alone. */
export function formNamed(html: string, label: string): string {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([form]) => form);
  const found = forms.find(
    (form) => attributesOf(/^<form\b([^>]*)>/.exec(form)![1]!)['aria-label'] === label,
  );
  if (!found) throw new Error(`no form named ${label}`);
  return found;
}
