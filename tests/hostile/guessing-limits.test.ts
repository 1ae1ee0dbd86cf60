import fc from 'fast-check';
import { POST as checkRoute } from '@/app/api/v1/cart/discount/route';
import { POST as trackRoute } from '@/app/api/v1/orders/track/route';
import { POST as trackCodeRoute } from '@/app/api/v1/orders/track/code/route';
import { limits } from '@/lib/identity/auth/limits';
import { getDb } from '@/lib/db/client';
import { freshIp, freshPhone, latestCode, send } from '@/tests/api/accounts/helpers';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { fromAddress } from '@/tests/api/helpers/from-address';
import { describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';
import { placeGuestOrder, stockUp } from '@/tests/api/orders/track-support';
import { createShopper, jsonBody, type Shopper } from '@/tests/api/shopper/shopper';
import { createCode } from '@/tests/discounts/support';

/** SECURITY.md, "Discount codes": the one answer for a code nobody can use now. */
const unavailable =
  'We cannot apply this code: check its spelling, or place your order without it.';

let guessers = 0;
const newGuesser = () => {
  guessers += 1;
  return createShopper(getDb(), `guesser-${guessers}@example.com`);
};

describeShoppers('guessing from one address', (shoppers) => {
  beforeAll(stockUp);

  describe('discount codes, at the cart check and with orders alike', () => {
    const { limit } = limits.discountTriesPerIp;
    let deadCodes: string[];

    beforeAll(async () => {
      const day = 24 * 60 * 60 * 1000;
      deadCodes = [
        (await createCode({ isActive: false })).code,
        (await createCode({ startsAt: new Date(Date.now() + day) })).code,
        (await createCode({ endsAt: new Date(Date.now() - day) })).code,
        (await createCode({ usageLimit: 1, usedCount: 1 })).code,
      ];
    });

    const guess = fc.record({
      via: fc.constantFrom('check', 'order'),
      code: fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{3,32}$/),
        fc.string({ minLength: 1, maxLength: 40 }).filter((code) => code.trim() !== ''),
        // Filled in by the time the property runs (beforeAll).
        fc.integer({ min: 0, max: 3 }).map((index) => deadCodes[index]!),
      ),
    });

    it(`answers every unusable code alike with 409 until the ${limit} tries both ways share, then 429`, async () => {
      const cart = () => [
        { id: shoppers.id['SR-7-Free']!, quantity: 2 },
        { id: shoppers.id['AC_1-One']!, quantity: 1 },
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.array(guess, { minLength: limit + 1, maxLength: limit + 4 }),
          async (guesses) => {
            const from = fromAddress(freshIp());
            // Several accounts behind one address: each stays under its own limit, so only
            // the address's count can refuse them.
            const accounts: Shopper[] = [
              await newGuesser(),
              await newGuesser(),
              await newGuesser(),
            ];
            expect(accounts.length * limits.discountTriesPerAccount.limit).toBeGreaterThan(
              limit + 4,
            );
            for (const [index, { via, code }] of guesses.entries()) {
              const account = accounts[index % accounts.length]!;
              const answer =
                via === 'check'
                  ? await call<ErrorBody>(
                      checkRoute,
                      '/api/v1/cart/discount',
                      jsonBody(
                        'POST',
                        { code, items: cart() },
                        { ...from, ...(index % 2 ? account.headers : {}) },
                      ),
                    )
                  : await placeOrder(orderBody(cart(), { discount_code: code }), {
                      headers: { ...account.headers, ...from },
                    });
              if (index >= limit) {
                expect([index, via, answer.status]).toEqual([index, via, 429]);
                expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
                continue;
              }
              const field = via === 'check' ? 'code' : 'discount_code';
              expect([index, via, answer.status, answer.body]).toEqual([
                index,
                via,
                409,
                {
                  error: {
                    code: 'discount_unavailable',
                    message: unavailable,
                    fields: { [field]: unavailable },
                  },
                },
              ]);
            }
          },
        ),
        { numRuns: 4 },
      );
    });
  });

  describe("order tracking: a stranger's wrong phones against the owner's own tries", () => {
    type Track = { number: string; phone: string; otp?: string };
    const askCode = (body: Track, ip: string) =>
      send(trackCodeRoute, '/api/v1/orders/track/code', { body, as: { ip } });
    const open = (body: Track, ip: string) =>
      send<{ order: { number: string } }>(trackRoute, '/api/v1/orders/track', {
        body,
        as: { ip },
      });

    const strangerTry = fc.record({
      kind: fc.constantFrom('ask', 'open'),
      phone: fc.integer({ min: 0, max: 99_999_999 }).map((n) => `019${String(n).padStart(8, '0')}`),
      otp: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
    });
    const { limit: asks } = limits.trackCodesPerOrderAndIp;
    const { limit: opens } = limits.trackTriesPerOrderAndIp;

    it('refuses only the stranger: the owner, from her own address, always gets her code and her order', async () => {
      await fc.assert(
        fc.asyncProperty(
          // Longer than both limits together: every run takes the stranger past one of them.
          fc.array(strangerTry, { minLength: asks + opens + 1, maxLength: asks + opens + 6 }),
          fc.nat(),
          async (tries, at) => {
            const phone = freshPhone();
            const number = await placeGuestOrder(phone);
            const stranger = freshIp();
            const ownerIp = freshIp();
            const ownerTries = async () => {
              expect((await askCode({ number, phone }, ownerIp)).status).toBe(202);
              const opened = await open({ number, phone, otp: await latestCode(phone) }, ownerIp);
              expect([opened.status, opened.body.order?.number]).toEqual([200, number]);
            };
            const counted = { ask: 0, open: 0 };
            for (const [index, { kind, phone: wrong, otp }] of tries.entries()) {
              // The owner tries once somewhere in the middle, and again at the end.
              if (index === at % tries.length) await ownerTries();
              counted[kind] += 1;
              const answer =
                kind === 'ask'
                  ? await askCode({ number, phone: wrong }, stranger)
                  : await open({ number, phone: wrong, otp }, stranger);
              const allowed = kind === 'ask' ? asks : opens;
              const expected = counted[kind] > allowed ? 429 : kind === 'ask' ? 202 : 401;
              expect([kind, counted[kind], answer.status]).toEqual([kind, counted[kind], expected]);
            }
            await ownerTries();
          },
        ),
        { numRuns: 4 },
      );
    });
  });
});
