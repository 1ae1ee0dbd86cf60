import { expect, test } from '@playwright/test';
import { orderThroughApi, pieceWithFewLeft } from '../support/sell-out';
import { OrderDesk } from './support/order-desk';
import { ownerState } from './support/staff-pages';

// A staff form posts natively before its script runs (docs/architecture.md, "Forms"): here
// it never runs. The order's moves share one state held above them, which must not cost
// them that: each move is the action's own form, and the page drawn after it shows the move.
test.use({ storageState: ownerState, javaScriptEnabled: false });

test("an order's moves are made without JavaScript, each shown on the page drawn after it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { variant } = await pieceWithFewLeft(request);
  // The shopper's calls carry no cookie of the staff member's.
  const shopperSide = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const { number } = await orderThroughApi(shopperSide.request, baseURL!, {
    id: variant.id,
    quantity: 1,
  });
  await shopperSide.close();

  const desk = new OrderDesk(page);
  await page.goto(`/admin/orders/${number}`);
  await desk.expectOrderPage(number);

  await desk.move('Confirm', { note: 'Confirmed with the page closed to scripts' });
  await expect(desk.moveForm('Mark packed')).toBeVisible();
  await expect(desk.moveForm('Confirm')).toHaveCount(0);
  await desk.move('Mark packed');
  await expect(desk.moveForm('Ship')).toBeVisible();
  await expect(desk.moveForm('Mark packed')).toHaveCount(0);

  const step = (text: string) => desk.timeline().getByRole('listitem').filter({ hasText: text });
  await expect(step('To confirm → Confirmed')).toContainText(
    'Confirmed with the page closed to scripts',
  );
  await expect(step('Confirmed → Packed')).toContainText('Demo Owner');
});
