import { movedOrder } from '@/components/admin/photos/photo-order';
import { fetchPhotos, removeUpload, uploadPhoto } from '@/components/admin/photos/photo-requests';
import { refusalBeforeUpload } from '@/components/admin/photos/upload-checks';
import { photoUploads } from '@/lib/config';
import { serverIntl } from '@/tests/helpers/intl-server';

// The browser: its cookie, the XSRF route (through fetch), and uploads (through XHR) to a
// fake server that takes only the token it issued last.
let cookies = '';
let issued = 0;
let answer: { status: number; body: unknown } = { status: 202, body: { photos: [] } };
const sent: { path: string; token: string | null; photos: string[] }[] = [];
/** The JSON calls made through fetch (all but the XSRF route's), with their XSRF header. */
const calls: { method: string; path: string; token: string | null }[] = [];
const preparing = {
  photos: [],
  uploads: [{ id: 9, fileName: 'front.png', alt: '', status: 'processing', error: null }],
};

Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: {
    get cookie() {
      return cookies;
    },
  },
});

globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  if (String(input) !== '/api/v1/xsrf') {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      method: init?.method ?? 'GET',
      path: String(input),
      token: headers['x-xsrf-token'] ?? null,
    });
    return Response.json(preparing);
  }
  issued += 1;
  cookies = `XSRF-TOKEN=token-${issued}`;
  return new Response(null, { status: 204 });
}) as typeof fetch;

class FakeXhr {
  status = 0;
  responseText = '';
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private path = '';
  private headers: Record<string, string> = {};
  open(_method: string, path: string) {
    this.path = path;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    const token = this.headers['x-xsrf-token'] ?? null;
    const photos = form.getAll('photo').map((file) => (file as File).name);
    sent.push({ path: this.path, token, photos });
    if (answer.status === 0) return queueMicrotask(() => this.onerror?.());
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      const refused = token !== `token-${issued}`;
      this.status = refused ? 403 : answer.status;
      this.responseText = JSON.stringify(
        refused ? { error: { code: 'csrf_failed', message: 'No valid token.' } } : answer.body,
      );
      this.onload?.();
    });
  }
}
Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, value: FakeXhr });

const photo = new File(['png bytes'], 'front.png', { type: 'image/png' });

const taken = { photos: [{ id: 1 }], uploads: preparing.uploads, uploadIds: [9] };

beforeEach(() => {
  sent.length = 0;
  calls.length = 0;
  answer = { status: 202, body: taken };
});

describe('uploadPhoto', () => {
  it('sends one photo with the XSRF token, reporting its progress', async () => {
    cookies = '';
    const progress: number[] = [];
    const result = await uploadPhoto(7, photo, (share) => progress.push(share));
    expect(result).toEqual(taken);
    expect(sent).toEqual([
      { path: '/api/v1/admin/products/7/photos', token: `token-${issued}`, photos: ['front.png'] },
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('fetches a fresh token and sends once more when its token is refused', async () => {
    cookies = 'XSRF-TOKEN=from-before-the-sign-in';
    await expect(uploadPhoto(7, photo, () => {})).resolves.toEqual(taken);
    expect(sent.map((call) => call.token)).toEqual(['from-before-the-sign-in', `token-${issued}`]);
  });

  it('rejects with the server’s own message and code', async () => {
    const message = '“front.png” is not a JPEG, PNG, WebP or HEIC photo. No photo was added.';
    answer = { status: 415, body: { error: { code: 'photo_type_refused', message } } };
    await expect(uploadPhoto(7, photo, () => {})).rejects.toMatchObject({
      status: 415,
      code: 'photo_type_refused',
      message,
    });
    expect(sent).toHaveLength(1);
  });

  it('says so when the connection fails', async () => {
    answer = { status: 0, body: null };
    await expect(uploadPhoto(7, photo, () => {})).rejects.toMatchObject({
      code: 'network_error',
      message: 'No connection. Check your network and try again.',
    });
  });
});

describe('the calls of uploads being prepared', () => {
  it('asks for the photos and uploads, and removes an upload with the XSRF token', async () => {
    cookies = 'XSRF-TOKEN=token-now';
    await expect(fetchPhotos(7)).resolves.toEqual(preparing);
    await expect(removeUpload(7, 9)).resolves.toEqual(preparing);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/v1/admin/products/7/photos', token: null },
      {
        method: 'DELETE',
        path: '/api/v1/admin/products/7/photo-uploads/9',
        token: 'token-now',
      },
    ]);
  });
});

describe('refusalBeforeUpload', () => {
  it('refuses only a file over the limit, naming it and its size', async () => {
    const t = await serverIntl('en').getTranslations({ namespace: 'admin.products.photos' });
    const limit = photoUploads.maxFileBytes;
    expect(refusalBeforeUpload({ name: 'a.jpg', size: limit }, t)).toBeNull();
    expect(refusalBeforeUpload({ name: 'IMG_1.HEIC', size: limit + 1 }, t)).toBe(
      '“IMG_1.HEIC” is 20.1 MB; a photo may be at most 20 MB.',
    );
  });
});

describe('movedOrder', () => {
  it('swaps a photo with its neighbour, and refuses to move past either end', () => {
    expect(movedOrder([4, 5, 6], 1, -1)).toEqual([5, 4, 6]);
    expect(movedOrder([4, 5, 6], 1, 1)).toEqual([4, 6, 5]);
    expect(movedOrder([4, 5, 6], 0, -1)).toBeNull();
    expect(movedOrder([4, 5, 6], 2, 1)).toBeNull();
    expect(movedOrder([4, 5, 6], 3, -1)).toBeNull();
  });
});
