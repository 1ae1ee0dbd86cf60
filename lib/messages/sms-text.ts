/**
 * An SMS in the GSM alphabet where it can be: the taka sign is written "Tk", as Bangladeshi
 * SMS usually do, since one ৳ would make the whole message Unicode (70 characters a part
 * instead of 160) and cost the store two or three SMS for one.
 */
export function smsText(text: string): string {
  return text.replace(/৳\s?/g, 'Tk ').trimEnd();
}
