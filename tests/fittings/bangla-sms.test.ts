import { confirmationSms, reminderSms } from '@/lib/fittings/messages';
import { codeMessage } from '@/lib/messages/templates';

const showroom = {
  name: 'Noor-e-Jahan Gulshan',
  street: 'House 12, Road 45',
  city: 'Dhaka',
  postcode: '1212',
  country: 'Bangladesh',
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

  it('writes the Bangla confirmation and reminder with the day and time in Bangla digits', () => {
    const text = confirmationSms(start, showroom, 'https://x.test/c', 'bn');
    expect(text).toContain('আপনার ফিটিং বুক হয়েছে');
    expect(text).toContain('শুক্রবার ৪ ডিসেম্বর, ৩:০০');
    const reminder = reminderSms(start, showroom, contacts, 'bn');
    expect(reminder).toContain('মনে করিয়ে দিচ্ছি');
    expect(reminder).toContain('+৮৮০৯৬১২৩৪৫৬৭৮');
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
