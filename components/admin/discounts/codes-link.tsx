import { BackToList } from '../back-to-list';

/** The way back to the list, above a code's page. */
export function CodesLink() {
  return <BackToList href="/admin/discounts" label="All discount codes" />;
}
