import { expect, type Page } from '@playwright/test';
import { codeSentBy } from '../../support/outbox';
import { signupCodesSentBy, type Shopper } from './shopper';

/** The sign-in, sign-up and recovery forms, driven by their labels as a shopper reads them. */
export class AccountPages {
  constructor(readonly page: Page) {}

  async signUp(shopper: Shopper) {
    await this.fillSignUp(shopper);
    await this.page
      .getByRole('form', { name: 'Create account' })
      .getByRole('button', { name: 'Create account' })
      .click();
  }

  async fillSignUp(shopper: Shopper) {
    await this.page.goto('/authentication/signup');
    const form = this.page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill(shopper.name);
    await form.getByLabel('E-mail').fill(shopper.email);
    await form.getByLabel('Mobile number').fill(shopper.phone);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirm password').fill(shopper.password);
  }

  /** Signs up through the form and returns the codes sent to the phone and the e-mail. */
  async signUpForCodes(shopper: Shopper) {
    await this.fillSignUp(shopper);
    const create = this.page
      .getByRole('form', { name: 'Create account' })
      .getByRole('button', { name: 'Create account' });
    return signupCodesSentBy(this.page.request, shopper, () => create.click());
  }

  /** Sign-up's second step: the form that takes the two codes. */
  codesForm() {
    return this.page.getByRole('form', { name: 'Confirm your phone and e-mail' });
  }

  /** Signs up through the form and enters both codes. */
  async signUpAndConfirm(shopper: Shopper) {
    const codes = await this.signUpForCodes(shopper);
    const form = this.codesForm();
    await form.getByLabel('Code sent by SMS').fill(codes.phone);
    await form.getByLabel('Code sent by e-mail').fill(codes.email);
    await form.getByRole('button', { name: 'Confirm', exact: true }).click();
  }

  /** Opens the sign-in page (optionally with a query) and signs in by e-mail and password. */
  async signInByEmail(email: string, password: string, query = '') {
    await this.page.goto(`/authentication/login${query}`);
    await this.fillEmailSignIn(email, password);
  }

  async fillEmailSignIn(email: string, password: string) {
    const form = this.page.getByRole('form', { name: 'Sign in with e-mail' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  async signInByPhone(phone: string) {
    await this.page.goto('/authentication/login');
    await this.page.getByText('Phone', { exact: true }).click();
    const form = this.page.getByRole('form', { name: 'Sign in with phone' });
    await form.getByLabel('Mobile number').fill(phone);
    const code = await codeSentBy(this.page.request, phone, () =>
      form.getByRole('button', { name: 'Send code' }).click(),
    );
    await form.getByLabel('6-digit code').fill(code);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  async expectOnProfile() {
    await expect(this.page).toHaveURL(/\/account\/Profile$/);
    await expect(this.page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  }
}
