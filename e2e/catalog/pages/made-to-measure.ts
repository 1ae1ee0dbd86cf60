import { expect, type Page } from '@playwright/test';
import { ProductPage } from './product-page';

/** A seeded made-to-measure piece (lib/seed/made-to-measure.ts): a bridal gown, 8 weeks. */
export const madeToMeasurePiece = {
  slug: 'champagne-net-bridal-trail-gown',
  leadTime: 'Made to measure · ready in about 8 weeks',
};

/** The gown category's measurements, in inches, as a shopper types them. */
export const gownMeasurements = {
  Bust: '34',
  Waist: '28',
  Hip: '38',
  Length: '58',
  Shoulder: '14.5',
  'Sleeve length': '18',
  'Upper arm': '11',
};

/** Opens the piece and its "My measurements" form, and fills it in inches. */
export async function fillMeasurements(page: Page, values = gownMeasurements) {
  const view = new ProductPage(page);
  await view.goto(madeToMeasurePiece.slug);
  await expect(page.getByTestId('lead-time')).toHaveText(madeToMeasurePiece.leadTime);
  await page.getByRole('button', { name: 'My measurements' }).click();
  const form = page.getByRole('group', { name: 'My measurements' });
  await form.getByRole('radio', { name: 'Inches' }).check({ force: true });
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(`${label} (in)`, { exact: true }).fill(value);
  }
  return { view, form };
}
