import { expect, type Locator, type Page } from '@playwright/test';

type NewAddress = { label: string; division: string; district: string; area: string; line: string };

/** /account/Profile: one locator per section, and the steps the tests repeat. */
export class ProfilePage {
  readonly details: Locator;
  readonly phone: Locator;
  readonly addresses: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.details = page.getByRole('region', { name: 'Your details' });
    this.phone = page.getByRole('region', { name: 'Phone' });
    this.addresses = page.getByRole('region', { name: 'Addresses' });
    this.password = page.getByRole('region', { name: 'Password' });
  }

  address(label: string): Locator {
    return this.addresses.getByRole('listitem', { name: label });
  }

  async editDetails(values: { name: string; username: string }) {
    await this.details.getByRole('button', { name: 'Edit details' }).click();
    await this.details.getByLabel('Full name').fill(values.name);
    await this.details.getByLabel('Username').fill(values.username);
    await this.details.getByRole('button', { name: 'Save details' }).click();
  }

  /** Adds an address with the suggested recipient and phone, and waits for it in the list. */
  async addAddress(address: NewAddress) {
    await this.addresses.getByRole('button', { name: 'Add an address' }).click();
    const form = this.page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Label (optional)').fill(address.label);
    await form.getByLabel('Division').selectOption(address.division);
    await form.getByLabel('District').selectOption(address.district);
    await form.getByLabel('Area or thana').fill(address.area);
    await form.getByLabel('House, road and block').fill(address.line);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(this.address(address.label)).toContainText(address.line);
  }
}
