import { PendingUploads } from '@/components/admin/photos/pending-uploads';
import { outcomeMessage, uploadOutcomes } from '@/components/admin/photos/upload-outcomes';
import type { PhotoUpload } from '@/lib/catalogue/products/photos/photo-upload-rows';
import { renderWithIntl } from '@/tests/helpers/intl';
import { serverIntl } from '@/tests/helpers/intl-server';

const photoWords = () => serverIntl('en').getTranslations({ namespace: 'admin.products.photos' });

const preparing = (id: number, fileName: string): PhotoUpload => ({
  id,
  fileName,
  alt: '',
  status: 'processing',
  error: null,
});
const refused = (id: number, fileName: string, error: string): PhotoUpload => ({
  ...preparing(id, fileName),
  status: 'failed',
  error,
});

describe('uploadOutcomes', () => {
  const before = [
    preparing(1, 'front.jpg'),
    preparing(2, 'back.jpg'),
    preparing(3, 'cut.jpg'),
    refused(4, 'old.jpg', 'Refused before.'),
    preparing(5, 'cancelled.jpg'),
  ];

  it('tells which became photos and which were refused since the last answer', async () => {
    const after = [
      preparing(2, 'back.jpg'),
      refused(3, 'cut.jpg', '“cut.jpg” could not be read as a photo.'),
      refused(4, 'old.jpg', 'Refused before.'),
      preparing(6, 'another-tab.jpg'),
    ];
    const outcomes = uploadOutcomes(before, after, new Set([5]));
    expect(outcomes).toEqual({ ready: [before[0]], failed: [after[1]] });
    expect(outcomeMessage(outcomes, await photoWords())).toBe(
      '“front.jpg” is ready. “cut.jpg” could not be read as a photo.',
    );
  });

  it('has no news when nothing changed', async () => {
    const outcomes = uploadOutcomes(before, before);
    expect(outcomes).toEqual({ ready: [], failed: [] });
    expect(outcomeMessage(outcomes, await photoWords())).toBe('');
  });
});

describe('PendingUploads', () => {
  const markup = (uploads: PhotoUpload[]) =>
    renderWithIntl(<PendingUploads uploads={uploads} onRemove={async () => true} />);

  it('shows nothing when no upload is on its way', async () => {
    expect(await markup([])).toBe('');
  });

  it('shows a “Preparing…” tile by file name, and a refused one with its reason and Remove', async () => {
    const html = await markup([
      preparing(1, 'front.jpg'),
      refused(2, 'cut.jpg', '“cut.jpg” could not be read as a photo.'),
    ]);
    expect(html).toContain('aria-label="Uploads being prepared"');
    const [first, second] = html.split('</li>');
    expect(first).toContain('front.jpg');
    expect(first).toContain('Preparing…');
    expect(first).toContain('Cancel<span class="sr-only"> front.jpg</span>');
    expect(second).toContain('“cut.jpg” could not be read as a photo.');
    expect(second).toContain('Remove<span class="sr-only"> cut.jpg</span>');
    expect(second).not.toContain('Preparing…');
  });
});
