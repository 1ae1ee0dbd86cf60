import { expect, test, type APIRequestContext } from '@playwright/test';
import { appContext, call, expectStatus } from './support';

// docs/api-reference.md, "Reviews": a review is sent through its link's token alone.

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

const review = {
  rating: '5',
  fit: 'true',
  title: 'Lovely',
  body: 'It fitted without a change on the day.',
};

test('a review link that is not the store’s, expired or bent out of shape is one 404; the review of a real one is in e2e/admin/order-flow', async () => {
  const send = (token: string) =>
    call(request, 'POST /api/v1/reviews/:token', { params: { token }, multipart: review });
  const signature = 'A'.repeat(43);
  for (const token of [`1.4102444800.${signature}`, `1.1000000000.${signature}`, 'not-a-token']) {
    await expectStatus(await send(token), 404, 'review_link_invalid');
  }
  const tooLong = await send('9'.repeat(201));
  expect(tooLong.status()).toBe(400);
});
