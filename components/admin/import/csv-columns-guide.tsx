import type { CsvColumn } from '@/lib/catalogue/admin';

/** What each column of the product CSV holds, in the export's order. */
const columnNotes: Record<CsvColumn, string> = {
  product_sku: 'The product’s SKU: rows with the same one are one product. Required.',
  name: 'The product’s name.',
  slug: 'Its web address; left empty, it stays (a new product’s is made from its name).',
  category: 'The category’s slug.',
  status: 'draft, published or archived; left empty, it stays.',
  new_arrival: 'yes or no; left empty, it stays.',
  featured: 'yes or no; left empty, it stays.',
  tags: 'Tag slugs, separated by commas; left empty, the product has none.',
  attributes: 'Attribute value slugs (size-m, colour-gold), separated by commas; left empty, none.',
  description: 'The description, line breaks kept.',
  care: 'How to look after the piece.',
  name_bn: 'The name in Bangla; left empty, the Bangla pages show the English name.',
  description_bn: 'The description in Bangla; left empty, the Bangla pages show the English one.',
  care_bn: 'The care instructions in Bangla; left empty, the Bangla pages show the English ones.',
  variant_sku: 'The variant’s SKU: one row a variant.',
  size: 'The variant’s size.',
  colour: 'The variant’s colour.',
  price: 'In BDT, such as 52000 or 52000.50.',
  stock: 'Pieces in stock; a change is recorded as a correction.',
  low_stock_threshold: 'Low at or below this; empty for the store’s default.',
};

/** The columns the import reads, beside the form: a file may leave any out but product_sku. */
export function CsvColumnsGuide() {
  return (
    <div className="space-y-4 text-sm">
      <p className="text-ink-soft">
        Products are matched by product_sku, variants by variant_sku. A column the file leaves out
        keeps its values, and variants it does not name are kept: remove one on the product’s page.
      </p>
      <dl className="space-y-3">
        {Object.entries(columnNotes).map(([column, note]) => (
          <div key={column}>
            <dt>
              <code className="text-ink text-xs">{column}</code>
            </dt>
            <dd className="text-ink-soft">{note}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
