import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The header's account links, wherever the width puts them: beside the logo on desktop,
 * in the slide-in menu on a phone (opened and closed around each use).
 */
export class AccountHeader {
  constructor(readonly page: Page) {}

  private get isPhone() {
    return (this.page.viewportSize()?.width ?? 1440) < 1024;
  }

  private async links<T>(act: (scope: Locator) => Promise<T>): Promise<T> {
    // From the top of the page, the header at rest. On a scrolled page the header is compact
    // (components/layout/compact-on-scroll.tsx), its row 12 px lower; Playwright's press
    // scrolls to the link and presses within the same frame, and the row's return to its
    // place could come between the button going down and coming up, so no click was made.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await expect(this.page.locator('[data-compact]')).toHaveCount(0);
    if (!this.isPhone) return act(this.page.locator('header').first());
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = this.page.getByRole('dialog', { name: 'Menu' });
    const result = await act(menu);
    if (await menu.isVisible()) await menu.getByRole('button', { name: 'Close menu' }).click();
    return result;
  }

  async expectSignedIn() {
    await this.links(async (scope) => {
      await expect(scope.getByRole('link', { name: 'MY PROFILE' })).toBeVisible();
      await expect(scope.getByRole('button', { name: 'SIGN OUT' })).toBeVisible();
      await expect(scope.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    });
  }

  async expectSignedOut() {
    await this.links(async (scope) => {
      await expect(scope.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
      await expect(scope.getByRole('link', { name: 'CREATE ACCOUNT' })).toBeVisible();
      await expect(scope.getByRole('link', { name: 'MY PROFILE' })).toHaveCount(0);
    });
  }

  /** Signs out and waits until the server has ended the session (a page opened sooner may still see it). */
  async signOut() {
    const ended = this.page.waitForResponse((response) =>
      response.url().includes('/api/auth/signout'),
    );
    // A press that throws leaves this wait unread.
    ended.catch(() => {});
    await this.pressSignOut();
    await ended;
  }

  /** Presses SIGN OUT, whatever then happens. */
  async pressSignOut() {
    await this.links((scope) => scope.getByRole('button', { name: 'SIGN OUT' }).click());
  }
}
