import { eq } from 'drizzle-orm';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import { serializeJsonLd } from '@/lib/content/seo/json-ld';
import { getDb } from '@/lib/db/client';
import { reviews } from '@/lib/db/schema';
import { readReviewForm } from '@/lib/reviews/read-review-form';
import { readReviewToken, reviewToken } from '@/lib/reviews/review-token';
import { submitReview } from '@/lib/reviews/submit-review';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { setStock } from '@/tests/api/orders/support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { photoFile } from '@/tests/media/fixtures/photos';
import { openTestStorage, type TestStorage } from '@/tests/media/storages';
import { deskContext, placeCod, refusal } from '@/tests/order-desk/support';
import { deliver, linesOf, reviewOf } from '@/tests/reviews/support';

let opened: TestStorage;
beforeAll(async () => {
  opened = await openTestStorage('local');
  setMediaStorageForTests(opened.storage);
});
afterAll(async () => {
  setMediaStorageForTests(undefined);
  await opened.dispose();
});

const tomorrow = () => new Date(Date.now() + 86_400_000);

describe('a forged review link', () => {
  const token = reviewToken(41, tomorrow());
  const [line, expiry, signature] = token.split('.') as [string, string, string];

  it('another line with the same signature is refused', () => {
    expect(readReviewToken(`42.${expiry}.${signature}`)).toBeNull();
  });
  it('a later expiry with the same signature is refused', () => {
    expect(readReviewToken(`${line}.${Number(expiry) + 86_400}.${signature}`)).toBeNull();
  });
  it('a signature changed in one character, or of another length, is refused', () => {
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(readReviewToken(`${line}.${expiry}.${flipped}`)).toBeNull();
    expect(readReviewToken(`${line}.${expiry}.${signature}AA`)).toBeNull();
  });
  it('a signature written another way for the same bytes is refused', () => {
    // The 43rd letter carries 4 bits of the HMAC and 2 left over: flip one of those two.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(readReviewToken(`${line}.${expiry}.${sameBytes}`)).toBeNull();
    expect(readReviewToken(`${line}.${expiry}.${signature}`)).toBe(41);
  });
  it('junk, SQL and path tricks are refused without a throw', () => {
    for (const junk of ['', '..', "1' OR 1=1 --", '1.2.3', '0.99999999999.x', '%2e%2e%2f']) {
      expect(readReviewToken(junk)).toBeNull();
    }
  });
});

describeAppDatabase('hostile reviews', buildCatalogue, () => {
  const desk = deskContext();
  beforeAll(async () => setStock('AC_1-One', 50));

  async function deliveredLine() {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    await deliver(number);
    const [line] = await linesOf(number);
    return line!;
  }

  it('a link reused after its review is refused, whatever is sent', async () => {
    const line = await deliveredLine();
    const token = reviewToken(line.id, tomorrow());
    await submitReview(token, async () => reviewOf());
    let read = false;
    const reused = await refusal(() =>
      submitReview(token, async () => {
        read = true;
        return reviewOf({ title: 'Second' });
      }),
    );
    expect(reused).toMatchObject({ kind: 'conflict', code: 'already_reviewed' });
    // Refused before the body was read: a spent link costs no upload.
    expect(read).toBe(false);
  });

  it('a token of one line rewritten for another line is refused', async () => {
    const mine = await deliveredLine();
    const other = await deliveredLine();
    const [, expiry, signature] = reviewToken(mine.id, tomorrow()).split('.');
    const forged = `${other.id}.${expiry}.${signature}`;
    expect(await refusal(() => submitReview(forged, async () => reviewOf()))).toMatchObject({
      code: 'review_link_invalid',
    });
  });

  it('an expired link is refused', async () => {
    const line = await deliveredLine();
    const token = reviewToken(line.id, new Date(Date.now() - 1000));
    expect(await refusal(() => submitReview(token, async () => reviewOf()))).toMatchObject({
      code: 'review_link_invalid',
    });
  });

  it('a "photo" that is an HTML page is refused, and no review is written', async () => {
    const line = await deliveredLine();
    const page = photoFile(Buffer.from('<html><script>alert(1)</script></html>'), 'me.jpg');
    const refused = await refusal(() =>
      submitReview(reviewToken(line.id, tomorrow()), async () =>
        reviewOf({ photosConsent: true, photos: [page] }),
      ),
    );
    expect(refused).toMatchObject({ kind: 'unsupported_type', code: 'photo_type_refused' });
    expect(await getDb().select().from(reviews).where(eq(reviews.orderItemId, line.id))).toEqual(
      [],
    );
  });

  it('photos without her consent to show them are refused', async () => {
    const line = await deliveredLine();
    const refused = await refusal(() =>
      submitReview(reviewToken(line.id, tomorrow()), async () =>
        reviewOf({ photos: [photoFile(Buffer.from('x'), 'a.jpg')] }),
      ),
    );
    expect(refused).toMatchObject({ code: 'photos_need_consent' });
  });

  it('HTML in a review is kept as text, and JSON-LD cannot close its script', async () => {
    const line = await deliveredLine();
    const body = '<img src=x onerror=alert(1)> lovely </script><script>alert(2)</script>';
    const { id } = await submitReview(reviewToken(line.id, tomorrow()), async () =>
      reviewOf({ title: '<b>Bold</b>', body }),
    );
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ title: '<b>Bold</b>', body });
    const json = serializeJsonLd({ review: [{ reviewBody: body }] });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ review: [{ reviewBody: body }] });
  });

  it('a form with a seventh photo, or not a form, is refused before any photo is made', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      rating: '5',
      fit: 'true',
      title: 'T',
      body: 'Long enough text',
    })) {
      form.set(name, value);
    }
    for (let index = 0; index < 7; index += 1) {
      form.append('photo', new File([new Uint8Array([0xff, 0xd8, 0xff])], `${index}.jpg`));
    }
    const request = new Request('http://store.test/api/v1/reviews/x', {
      method: 'POST',
      body: form,
    });
    expect(await refusal(() => readReviewForm(request))).toMatchObject({ code: 'too_many_photos' });
    const json = new Request('http://store.test/api/v1/reviews/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await refusal(() => readReviewForm(json))).toMatchObject({ code: 'invalid_form' });
  });
});
