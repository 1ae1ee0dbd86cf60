import { failureNotice } from '@/components/account/form-notice';

describe('a failed call said in one notice', () => {
  it('says what went wrong, then each field’s message, each once', () => {
    expect(
      failureNotice({
        message: 'We could not change your phone number.',
        fields: {
          phone: 'This phone number already belongs to another account.',
          otp: 'We could not change your phone number.',
        },
      }),
    ).toEqual({
      tone: 'error',
      text: 'We could not change your phone number. This phone number already belongs to another account.',
    });
  });

  it('says the fields alone when the failure has no message of its own', () => {
    expect(failureNotice({ fields: { name: 'Enter your name' } })).toEqual({
      tone: 'error',
      text: 'Enter your name',
    });
  });
});
