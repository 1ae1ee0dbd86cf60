import { ShowroomForm } from '@/components/admin/content/showroom-form';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { settingsFormSchema } from '@/lib/content/schemas/store-settings';
import { parseFormSubmission } from '@/lib/http/server/form-submission';
import { attributesOf, submitted } from '@/tests/helpers/form-markup';
import { renderStaffMarkup } from '@/tests/helpers/intl';

const render = () =>
  renderStaffMarkup(
    <ShowroomForm action={async () => idleState} showroom={settingsDefaults.showroom} />,
  );

/** Each label's text with the attributes of the field it names. */
function labelledFields(html: string) {
  const fields = new Map<string, Record<string, string>>();
  for (const [, id, label] of html.matchAll(/<label\b[^>]*for="([^"]+)"[^>]*>([^<]*)</g)) {
    const tag = new RegExp(`<(?:input|textarea)\\b([^>]*\\bid="${id}"[^>]*)>`).exec(html)!;
    fields.set(label!, attributesOf(tag[1]!));
  }
  return fields;
}

describe('the showroom form’s Bangla twins', () => {
  it('puts a Bangla field, marked lang="bn", beside each English text, hours rows too', () => {
    const fields = labelledFields(render());
    for (const [label, name] of [
      ['Name', 'name'],
      ['Street address', 'street'],
      ['City', 'city'],
      ['Country', 'country'],
      ['Directions', 'directions'],
      ['Days, row 1', 'hours[0].days'],
      ['Hours, row 2', 'hours[1].time'],
    ]) {
      expect(fields.get(label!)).toMatchObject({ name });
      expect(fields.get(label!)).not.toHaveProperty('lang');
      expect(fields.get(`${label} (Bangla)`)).toMatchObject({ name: `${name}Bn`, lang: 'bn' });
      expect(fields.get(`${label} (Bangla)`)).not.toHaveProperty('required');
    }
    expect(fields.get('Name (Bangla)')!.value).toBe('নূর-ই-জাহান বনানী অ্যাটেলিয়ার');
  });

  it('sends what the save reads back unchanged, read as the staff action reads it', () => {
    const submission = parseFormSubmission(submitted(render()), settingsFormSchema('showroom'));
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual(settingsDefaults.showroom);
  });
});
