import { eq } from 'drizzle-orm';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { runJob } from '@/lib/bootstrap/jobs/run-job';
import { cacheTags } from '@/lib/cache-tags';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { getDb } from '@/lib/db/client';
import { products, reviewPhotos, reviews } from '@/lib/db/schema';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { moderateReview } from '@/lib/reviews/moderate';
import { openReviewLink } from '@/lib/reviews/open-review-link';
import { readProductReviews } from '@/lib/reviews/read-product-reviews';
import { submitReview } from '@/lib/reviews/submit-review';
import { readReviewToken, reviewToken } from '@/lib/reviews/review-token';
import { listStaffReviews } from '@/lib/reviews/staff-reviews';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { setStock } from '@/tests/api/orders/support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeDeclaredTags, takeExpiredTags } from '@/tests/helpers/next-cache';
import { photoFile, solid } from '@/tests/media/fixtures/photos';
import { openTestStorage, type TestStorage } from '@/tests/media/storages';
import { deskContext, placeCod, refusal } from '@/tests/order-desk/support';
import { deliver, dueNow, linesOf, reviewOf, smsTo } from './support';

let opened: TestStorage;
beforeAll(async () => {
  opened = await openTestStorage('local');
  setMediaStorageForTests(opened.storage);
});
afterAll(async () => {
  setMediaStorageForTests(undefined);
  await opened.dispose();
});

const phone = '+8801712345678';
const tokenIn = (text: string) => /\/review\/([^\s]+)/.exec(text)?.[1] ?? '';

describeAppDatabase('verified reviews', buildCatalogue, () => {
  const desk = deskContext();
  beforeAll(async () => {
    await setStock('AC_1-One', 50);
    await setStock('SR-7-Free', 50);
  });

  async function deliveredOrder() {
    const number = await placeCod(desk.shopper, [
      { id: desk.clutch, quantity: 1 },
      { id: desk.saree, quantity: 1 },
    ]);
    await deliver(number);
    return { number, lines: await linesOf(number) };
  }

  it('asks for reviews as many days after delivery as staff set, once, with a link per piece', async () => {
    const { number, lines } = await deliveredOrder();
    const before = (await smsTo(phone)).length;
    // The default waits a week: nothing is due yet.
    await drainJobs(['review-request']);
    expect(await smsTo(phone)).toHaveLength(before);
    await dueNow();
    await drainJobs(['review-request']);
    const sent = (await smsTo(phone)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(number);
    const tokens = [...sent[0]!.body.matchAll(/\/review\/(\S+)/g)].map((match) => match[1]!);
    expect(tokens.map((token) => readReviewToken(token))).toEqual(lines.map((line) => line.id));
    // Tried again, it sends nothing more.
    await runJob('review-request', { orderId: lines[0]!.orderId });
    expect((await smsTo(phone)).slice(before)).toHaveLength(1);
  });

  it('with 0 days the link goes at once; a returned order is asked nothing', async () => {
    await saveSettings(desk.rina, 'reviews', { requestDelayDays: 0 });
    try {
      const before = (await smsTo(phone)).length;
      await deliveredOrder();
      await drainJobs(['review-request']);
      const sent = (await smsTo(phone)).slice(before);
      expect(sent.at(-1)!.body).toMatch(/how did your piece .* fit/);

      const returned = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
      await deliver(returned);
      await updateOrderStatus(returned, 'returned');
      const count = (await smsTo(phone)).length;
      await drainJobs(['review-request']);
      expect((await smsTo(phone)).slice(count).some((sms) => sms.body.includes('/review/'))).toBe(
        false,
      );
    } finally {
      await saveSettings(desk.rina, 'reviews', { requestDelayDays: 7 });
    }
  });

  it('a delivered line is reviewed once, with two photos re-encoded; the link is spent', async () => {
    const { lines } = await deliveredOrder();
    const token = reviewToken(lines[0]!.id, new Date(Date.now() + 86_400_000));
    const photo = async (name: string) =>
      photoFile(await solid(800, 1000).jpeg().withMetadata().toBuffer(), name);
    const { id } = await submitReview(token, async () =>
      reviewOf({ photosConsent: true, photos: [await photo('a.jpg'), await photo('b.jpg')] }),
    );
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'pending', authorName: 'Ayesha', locale: 'en' });
    const photos = await getDb().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    expect(photos.map((p) => p.path)).toEqual([
      expect.stringMatching(/^\/media\/reviews\/[0-9a-f-]+\.webp$/),
      expect.stringMatching(/^\/media\/reviews\/[0-9a-f-]+\.webp$/),
    ]);
    expect(await refusal(() => submitReview(token, async () => reviewOf()))).toMatchObject({
      code: 'already_reviewed',
    });
    expect(await openReviewLink(token, 'en', '10.0.0.1')).toEqual({ kind: 'reviewed' });
  });

  it('a line of an order not delivered cannot be reviewed', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    const [line] = await linesOf(number);
    const token = reviewToken(line!.id, new Date(Date.now() + 86_400_000));
    expect(await refusal(() => submitReview(token, async () => reviewOf()))).toMatchObject({
      code: 'review_link_invalid',
    });
    expect(await openReviewLink(token, 'en', '10.0.0.2')).toEqual({ kind: 'invalid' });
  });

  it('publishing shows it with the figures and fit bar, recounts the card, expires the product', async () => {
    const { lines } = await deliveredOrder();
    const productId = lines[1]!.productId;
    const write = async (
      lineId: number,
      rating: number,
      fit: 'small' | 'true' | 'large',
      body: string,
    ) =>
      submitReview(reviewToken(lineId, new Date(Date.now() + 86_400_000)), async () =>
        reviewOf({ rating, fit, body, firstNameOnly: false }),
      );
    const first = await write(lines[1]!.id, 4, 'true', 'বেনারসির রং ছবির মতোই সুন্দর, মাপও ঠিক।');
    expect((await readProductReviews(productId)).summary.count).toBe(0);
    takeExpiredTags();
    await moderateReview(desk.rina, { decision: 'publish', id: first.id });
    expect(takeExpiredTags()).toEqual(expect.arrayContaining([cacheTags.product(productId)]));
    takeDeclaredTags();
    const shown = await readProductReviews(productId);
    expect(takeDeclaredTags()).toContain(cacheTags.product(productId));
    expect(shown.summary).toMatchObject({
      count: 1,
      average: 4,
      fit: { true: 1, small: 0, large: 0 },
    });
    expect(shown.reviews[0]).toMatchObject({ author: 'Ayesha Rahman', locale: 'bn' });
    const [card] = await getDb()
      .select({ count: products.reviewCount, sum: products.ratingSum })
      .from(products)
      .where(eq(products.id, productId));
    expect(card).toEqual({ count: 1, sum: 4 });

    await moderateReview(desk.rina, { decision: 'reply', id: first.id, reply: 'Thank you!' });
    expect((await readProductReviews(productId)).reviews[0]!.reply).toBe('Thank you!');
    await moderateReview(desk.rina, { decision: 'reject', id: first.id, reason: 'Wrong piece' });
    expect((await readProductReviews(productId)).summary.count).toBe(0);
    const [after] = await getDb()
      .select({ count: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId));
    expect(after!.count).toBe(0);
    const listed = await listStaffReviews({ status: 'rejected' });
    expect(listed.find((review) => review.id === first.id)).toMatchObject({
      rejectReason: 'Wrong piece',
    });
  });

  it('lists waiting reviews first for staff', async () => {
    const list = await listStaffReviews({});
    const firstOther = list.findIndex((review) => review.status !== 'pending');
    const lastPending = list.map((review) => review.status).lastIndexOf('pending');
    expect(lastPending).toBeLessThan(firstOther === -1 ? Infinity : firstOther);
  });

  it('a token reads back its line only while it is ours and unexpired', () => {
    const later = new Date(Date.now() + 60_000);
    const token = reviewToken(12, later);
    expect(readReviewToken(token)).toBe(12);
    expect(readReviewToken(token, new Date(later.getTime() + 1000))).toBeNull();
    expect(tokenIn(`x /review/${token}`)).toBe(token);
  });
});
