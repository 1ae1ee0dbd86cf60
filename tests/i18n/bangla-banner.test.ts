import { liveSlides, type BannerSlideRow } from '@/lib/content/pages/banner/slides';
import { bannerSlideSchema } from '@/lib/content/schemas/content';
import { zodFields } from '@/lib/http/server/zod-fields';

const now = new Date('2026-12-01T06:00:00Z');
const slide: BannerSlideRow = {
  id: 1,
  position: 0,
  eyebrow: 'Winter',
  message: 'Winter edit',
  image: '/images/a.webp',
  imagePhone: null,
  imageAlt: 'A lehenga',
  linkHref: '/shop',
  linkLabel: 'Shop',
  eyebrowBn: 'শীত',
  messageBn: 'শীতের কালেকশন',
  imageAltBn: null,
  linkLabelBn: '  ',
  startsAt: null,
  endsAt: null,
  active: true,
  createdAt: now,
  updatedAt: now,
};

describe('the banner in Bangla', () => {
  it('shows each Bangla text that is filled on a Bangla page, the English one otherwise', () => {
    expect(liveSlides([slide], now, 'bn')).toEqual([
      {
        id: 1,
        eyebrow: 'শীত',
        message: 'শীতের কালেকশন',
        image: '/images/a.webp',
        imagePhone: '/images/a.webp',
        imageAlt: 'A lehenga',
        linkHref: '/shop',
        linkLabel: 'Shop',
      },
    ]);
    expect(liveSlides([slide], now, 'en')[0]).toMatchObject({
      eyebrow: 'Winter',
      message: 'Winter edit',
    });
    expect(liveSlides([slide], now)[0]!.message).toBe('Winter edit');
  });

  it('takes the Bangla fields trimmed, blank as none, and refuses one over the English limit', () => {
    const fields = {
      message: 'Winter edit',
      linkHref: '/shop',
      linkLabel: 'Shop',
      messageBn: '  শীতের কালেকশন ',
      linkLabelBn: '',
    };
    expect(bannerSlideSchema.parse(fields)).toMatchObject({
      messageBn: 'শীতের কালেকশন',
      linkLabelBn: null,
      eyebrowBn: null,
    });
    const refused = bannerSlideSchema.safeParse({ ...fields, linkLabelBn: 'ক'.repeat(41) });
    expect(refused.success ? {} : zodFields(refused.error)).toEqual({
      linkLabelBn: 'At most 40 characters.',
    });
  });
});
