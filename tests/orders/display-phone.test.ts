import { displayPhone } from '@/lib/format/phone';

describe('a shopper’s phone as the order pages show it', () => {
  it('is written as the store writes its own, never broken after +880', () => {
    expect(displayPhone('+8801712345678', 'en')).toBe('+880\u00a01712-345678');
  });

  it('takes Bangla digits on a Bangla page, and leaves what it does not know as it is', () => {
    expect(displayPhone('+8801712345678', 'bn')).toBe('+৮৮০\u00a0১৭১২-৩৪৫৬৭৮');
    expect(displayPhone('Taken by phone', 'en')).toBe('Taken by phone');
  });
});
