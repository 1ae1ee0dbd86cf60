import { createRef } from 'react';
import { AddressCard } from '@/components/account/profile/address-card';
import { AddressForm } from '@/components/account/profile/address-form';
import type { Address } from '@/lib/users/types';
import { renderWithIntl } from '@/tests/helpers/intl';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const address = {
  id: 7,
  label: '',
  recipient: 'Nusrat Jahan',
  phone: '01712345678',
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Banani',
  line: 'House 5, Road 11',
  is_default: true,
} as Address;

describe('the profile addresses on a Bangla page', () => {
  it('labels a saved address and its actions in Bangla', async () => {
    const words = text(
      await renderWithIntl(
        <ul>
          <AddressCard
            address={address}
            busy={false}
            onEdit={jest.fn()}
            onMakeDefault={jest.fn()}
            onDelete={jest.fn()}
          />
        </ul>,
        'bn',
      ),
    );
    expect(words).toContain('ঠিকানা');
    expect(words).toContain('ডিফল্ট');
    expect(words).toContain('Dhaka বিভাগ');
    expect(words).toContain('বদলান Nusrat Jahan');
    expect(words).not.toMatch(/Default|Division|Edit|Delete/);
  });

  it('asks for a new address in Bangla, the division and district choices too', async () => {
    const html = await renderWithIntl(
      <AddressForm
        address={{ recipient: 'Nusrat Jahan' }}
        formRef={createRef<HTMLFormElement>()}
        errors={{}}
        pending={false}
        firstAddress
        onInvalid={jest.fn()}
        onSave={jest.fn()}
        onCancel={jest.fn()}
      />,
      'bn',
    );
    const words = text(html);
    for (const label of [
      'নতুন ঠিকানা',
      'প্রাপকের নাম',
      'মোবাইল নম্বর',
      'বিভাগ',
      'জেলা',
      'এলাকা বা থানা',
    ]) {
      expect(words).toContain(label);
    }
    expect(words).toContain('আগে একটি বিভাগ বেছে নিন');
    expect(words).toContain('ঠিকানা সংরক্ষণ করুন');
    expect(words).toContain('বাতিল');
    expect(html).toContain('placeholder="০১৭১২ ৩৪৫৬৭৮"');
    expect(words).not.toMatch(/New address|Recipient|Save address|Cancel|Choose a division/);
  });
});
