import { cancelledByStoreSms, confirmationSms, reminderSms } from '@/lib/fittings/messages';
import { codeMessage } from '@/lib/identity/auth/code-message';

const showroom = {
  name: 'Noor-e-Jahan Gulshan',
  street: 'House 12, Road 45',
  city: 'Dhaka',
  postcode: '1212',
  country: 'Bangladesh',
} as Parameters<typeof confirmationSms>[1];
const banglaShowroom = {
  ...showroom,
  nameBn: 'নূর-ই-জাহান গুলশান',
  streetBn: 'বাড়ি ১২, রোড ৪৫',
  cityBn: 'ঢাকা',
  countryBn: 'বাংলাদেশ',
  hours: [],
} as Parameters<typeof confirmationSms>[1];
const contacts = { phone: '+8809612345678' } as Parameters<typeof reminderSms>[2];
// 4 December 2026, 3:00 pm in Dhaka.
const start = new Date('2026-12-04T09:00:00Z');

describe('fitting and code SMS in the booking’s language', () => {
  it('writes the English confirmation as before', () => {
    expect(confirmationSms(start, showroom, 'https://x.test/c')).toBe(
      'Noor-e-Jahan: your fitting is booked for Friday 4 December at 3:00 pm at Noor-e-Jahan Gulshan, House 12, Road 45, Dhaka 1212, Bangladesh. To cancel: https://x.test/c',
    );
  });

  it('writes the Bangla confirmation and reminder with the day and time in Bangla words and digits', () => {
    const text = confirmationSms(start, banglaShowroom, 'https://x.test/bn/c', 'bn');
    expect(text).toBe(
      'Noor-e-Jahan: আপনার ফিটিং বুক হয়েছে, শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০, নূর-ই-জাহান গুলশান, বাড়ি ১২, রোড ৪৫, ঢাকা ১২১২, বাংলাদেশ-এ। বাতিল করতে: https://x.test/bn/c',
    );
    const reminder = reminderSms(start, banglaShowroom, contacts, 'bn');
    expect(reminder).toContain('মনে করিয়ে দিচ্ছি, আপনার ফিটিং শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০');
    expect(reminder).toContain('+৮৮০৯৬১২৩৪৫৬৭৮');
    expect(cancelledByStoreSms(start, contacts, 'bn')).toContain(
      'শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০-এর ফিটিংটি বাতিল হয়েছে',
    );
  });

  it('says the part of the day in Bangla, never AM or PM, whatever the ICU writes', () => {
    // 28 November 2026, 4:30 pm in Dhaka: ICU's bn-BD writes "4:30 PM".
    const afternoon = new Date('2026-11-28T10:30:00Z');
    const text = confirmationSms(afternoon, banglaShowroom, 'https://x.test/bn/c', 'bn');
    expect(text).toContain('শনিবার ২৮ নভেম্বর, বিকেল ৪:৩০');
    expect(text).not.toMatch(/AM|PM|[0-9]/);
    const morning = new Date('2026-11-28T05:00:00Z');
    expect(reminderSms(morning, banglaShowroom, contacts, 'bn')).toContain(
      'শনিবার ২৮ নভেম্বর, সকাল ১১:০০',
    );
  });

  it('names the showroom in English in an English SMS, though it has a Bangla twin', () => {
    expect(confirmationSms(start, banglaShowroom, 'https://x.test/c')).toContain(
      'at Noor-e-Jahan Gulshan, House 12, Road 45, Dhaka 1212, Bangladesh.',
    );
  });

  it('keeps a code in ASCII digits inside a Bangla text', () => {
    expect(codeMessage('fitting', '123456', 'bn')).toEqual({
      subject: 'Noor-e-Jahan-এর কোড: 123456',
      text: 'Noor-e-Jahan: ফিটিং নিশ্চিত করতে আপনার কোড: 123456। কোডটি ৫ মিনিট কাজ করবে। কাউকে জানাবেন না।',
    });
    expect(codeMessage('fitting', '123456').text).toBe(
      '123456 is your Noor-e-Jahan code to confirm your fitting. It expires in 5 minutes. Never share it with anyone.',
    );
  });
});
