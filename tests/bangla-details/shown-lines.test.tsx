import { LineName } from '@/components/cart/line-parts';
import { namesToLookUp } from '@/components/cart/line-names';
import { shownLine } from '@/components/cart/use-shown-line';
import { VariantWordsProvider } from '@/components/catalog/variant-words';
import { SavedAddressOption } from '@/components/checkout/saved-address-option';
import { OptionGroup } from '@/components/product/option-group';
import { NextSteps } from '@/components/orders/next-steps';
import { previewUrl } from '@/components/search/use-search-preview';
import { regionName } from '@/lib/i18n/region-names';
import type { Order } from '@/lib/ordering/orders/types';
import {
  variantWord,
  type VariantOption,
  type VariantWords,
} from '@/lib/catalogue/products/variant-word';
import type { Address } from '@/lib/customers/accounts/types';
import { toCartItem } from '@/stores/cart-item';
import { checkLines } from '@/stores/cart-check';
import type { CartItem } from '@/stores/cart-reducers';
import { restoreLines } from '@/stores/restore-state';
import { renderWithIntl } from '@/tests/helpers/intl';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/bn/shop/cart',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const words: VariantWords = { size: { m: 'মিডিয়াম' }, colour: { ivory: 'আইভরি' } };

const product = {
  id: 3,
  slug: 'maroon-zardozi-lehenga',
  name: 'Maroon Zardozi Lehenga',
  image: '/media/products/a.webp',
};
const variant = { id: 11, sku: 'BL-1-M', size: 'M', colour: 'Ivory', price: 54000, stock: 2 };
const englishLine: CartItem = toCartItem(product, variant);

const bangla = (node: React.ReactNode) =>
  renderWithIntl(<VariantWordsProvider words={words}>{node}</VariantWordsProvider>, 'bn');

describe('a cart line on a Bangla page', () => {
  const word = (option: VariantOption, text: string) => variantWord(words, option, text);
  const learned = { 11: 'মেরুন জারদৌসি লেহেঙ্গা' };

  it('is named by the Bangla name looked up, sized and coloured in Bangla', () => {
    expect(shownLine(englishLine, { locale: 'bn', names: learned, word })).toMatchObject({
      name: 'মেরুন জারদৌসি লেহেঙ্গা',
      size: 'মিডিয়াম',
      colour: 'আইভরি',
      sku: 'BL-1-M',
    });
    // Until the lookup answers: the stored name.
    expect(shownLine(englishLine, { locale: 'bn', names: {}, word }).name).toBe(
      'Maroon Zardozi Lehenga',
    );
  });

  it('on an English page, is named in English when it was added on a Bangla page', () => {
    const line = toCartItem({ ...product, name: 'মেরুন জারদৌসি লেহেঙ্গা' }, variant, 1, 'bn');
    const english = {
      locale: 'en' as const,
      names: { 11: 'Maroon Zardozi Lehenga' },
      word: (_: VariantOption, text: string) => text,
    };
    expect(shownLine(line, english)).toMatchObject({ name: 'Maroon Zardozi Lehenga', size: 'M' });
    // A line in the page's language keeps its own name.
    expect(shownLine(englishLine, { ...english, names: { 11: 'Other' } }).name).toBe(
      'Maroon Zardozi Lehenga',
    );
  });

  it('shows its size and colour in Bangla in the cart, a size without a word as stored', async () => {
    const html = await bangla(<LineName line={englishLine} />);
    expect(html).toContain('সাইজ মিডিয়াম · রং আইভরি');
    const free = await bangla(<LineName line={{ ...englishLine, size: 'Free Size' }} />);
    expect(free).toContain('সাইজ Free Size · রং আইভরি');
  });

  it('is shown as stored on an English page', async () => {
    const html = await renderWithIntl(<LineName line={englishLine} />, 'en');
    expect(html).toContain('>Maroon Zardozi Lehenga</a>');
    expect(html).toContain('Size M · Colour Ivory');
  });
});

describe('which names a page looks up', () => {
  const bnLine = { id: 12, lang: 'bn' as const };
  it('asks only for lines stored in the other language whose name it has not got', () => {
    expect(namesToLookUp([englishLine, bnLine], 'bn', {})).toEqual([11]);
    expect(namesToLookUp([englishLine, bnLine], 'bn', { 11: 'x' })).toEqual([]);
    expect(namesToLookUp([englishLine, bnLine], 'en', {})).toEqual([12]);
    // An English shopper's English cart asks nothing.
    expect(namesToLookUp([englishLine], 'en', {})).toEqual([]);
  });
});

describe('the stored line keeps what the cart and orders need', () => {
  it('records the language of its name, and the check keeps names in the page language', () => {
    expect(englishLine).not.toHaveProperty('lang');
    const found = {
      ...variant,
      product_id: 3,
      slug: product.slug,
      name: 'মেরুন জারদৌসি লেহেঙ্গা',
      in_stock: true,
      active: true,
      image: product.image,
    };
    const { lines, notices } = checkLines([englishLine], [11], [found], 'bn');
    expect(lines[0]).toMatchObject({ name: 'মেরুন জারদৌসি লেহেঙ্গা', lang: 'bn', size: 'M' });
    // A new name is a silent change.
    expect(notices).toEqual([]);
  });

  it('restores only lines whose language is English or Bangla', () => {
    const stored = {
      addtocartlist: [
        { ...englishLine, lang: 'bn' },
        { ...englishLine, id: 13, lang: 'fr' },
      ],
    };
    expect(restoreLines(stored).map((line) => line.id)).toEqual([11]);
  });
});

describe('the product page pickers', () => {
  it('show sizes in Bangla while the radio values stay the stored English', async () => {
    const variants = [
      { ...variant, in_stock: true },
      { ...variant, id: 12, sku: 'BL-1-S', size: 'S', stock: 0, in_stock: false },
    ];
    const html = await bangla(
      <OptionGroup
        label="সাইজ"
        name="size"
        variants={variants}
        choice={{ size: 'M' }}
        onChoose={() => {}}
      />,
    );
    expect(html).toContain('value="M"');
    // The chosen size in the legend, and its box.
    expect(html.match(/মিডিয়াম/g)).toHaveLength(2);
    expect(html).toContain('>S<');
  });
});

describe('a saved address at checkout', () => {
  it('names its district and division in Bangla on a Bangla page, in English on an English one', async () => {
    const address = {
      id: 1,
      label: 'Home',
      recipient: 'Nusrat',
      phone: '01711111111',
      division: 'Chattogram',
      district: "Cox's Bazar",
      area: 'Kolatoli',
      line: 'Road 2',
      is_default: false,
    } as Address;
    const props = { address, checked: false, onChoose: () => {} };
    const bn = await bangla(<SavedAddressOption {...props} />);
    expect(bn).toContain('কক্সবাজার');
    expect(bn).toContain('চট্টগ্রাম');
    const en = await renderWithIntl(<SavedAddressOption {...props} />, 'en');
    expect(en).toContain('Cox&#x27;s Bazar');
    expect(en).toContain('Chattogram');
  });
});

describe('the search dialog preview', () => {
  it('asks in Bangla on a Bangla page, and as it always did on an English one', () => {
    expect(new URL(previewUrl('লেহেঙ্গা', 'bn'), 'http://x').searchParams.get('locale')).toBe('bn');
    expect(previewUrl('lehenga')).not.toContain('locale');
    expect(previewUrl('lehenga', 'en')).toBe(previewUrl('lehenga'));
  });
});

describe('the confirmation’s next steps', () => {
  it('send the pieces to her district by its Bangla name, in a Bangla sentence', async () => {
    const order = {
      status: 'pending',
      contact: { name: 'Nadia', phone: '01711111111', email: null },
      payment: { method: 'cod', status: 'pending' },
      advance: null,
      address: {
        division: 'চট্টগ্রাম',
        district: regionName("Cox's Bazar", 'bn'),
        area: '',
        line: '',
      },
    } as unknown as Order;
    const html = await renderWithIntl(<NextSteps order={order} />, 'bn');
    expect(html).toContain('কক্সবাজার জেলায় পাঠানো হবে');
  });
});
