import { photoUploads } from '@/lib/config';
import { processPhoto } from '@/lib/catalogue/media/process-photo';
import { readPhotoForm } from '@/lib/catalogue/media/read-photo-form';
import { refusal } from './refusal';

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/admin/upload', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

/** A multipart body as a browser sends it, encoded by the platform's own FormData. */
async function multipart(form: FormData) {
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}

/** A body of `bytes` zeros, counting how often it is read. */
function streamOf(bytes: number, chunk = 1024 * 1024) {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= bytes) return controller.close();
      controller.enqueue(new Uint8Array(Math.min(chunk, bytes - sent)));
      sent += chunk;
    },
  });
  return { stream, pulls: () => pulls };
}

describe('readPhotoForm', () => {
  it('reads each photo with the alt text in the same place', async () => {
    const form = new FormData();
    form.append('photo', new File(['one'], 'front.jpg', { type: 'image/jpeg' }));
    form.append('alt', 'Front');
    form.append('photo', new File(['two'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    const { body, type } = await multipart(form);
    const { photos } = await readPhotoForm(upload(body, { 'content-type': type }));
    expect(photos.map(({ file, alt }) => [file.name, file.size, alt])).toEqual([
      ['front.jpg', 3, 'Front'],
      ['IMG_0001.HEIC', 3, ''],
    ]);
    expect(await photos[1]!.file.text()).toBe('two');
  });

  it('refuses a declared upload over 100 MB before reading its body', async () => {
    const body = streamOf(150 * 1024 * 1024);
    const error = await refusal(
      readPhotoForm(
        upload(body.stream, {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(150 * 1024 * 1024),
        }),
      ),
    );
    expect(error).toMatchObject({ kind: 'too_large', code: 'payload_too_large' });
    expect(error.message).toBe('The upload is larger than 100 MB; send fewer photos at once.');
    expect(body.pulls()).toBeLessThanOrEqual(1);
  });

  it('passes on a 60 MB photo, which is refused by its size before it is decoded', async () => {
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(60 * 1024 * 1024)], 'DSC_0001.JPG'));
    const { body, type } = await multipart(form);
    const { photos } = await readPhotoForm(upload(body, { 'content-type': type }));
    const read = jest.spyOn(photos[0]!.file, 'arrayBuffer');
    const error = await refusal(processPhoto(photos[0]!.file));
    expect(error).toMatchObject({ kind: 'too_large', code: 'photo_too_large' });
    expect(error.message).toBe('“DSC_0001.JPG” is 60 MB; a photo may be at most 20 MB.');
    expect(read).not.toHaveBeenCalled();
  });

  it('stops reading a streamed upload at the limit', async () => {
    const body = streamOf(photoUploads.maxRequestBytes * 3);
    const error = await refusal(
      readPhotoForm(upload(body.stream, { 'content-type': 'multipart/form-data; boundary=x' })),
    );
    expect(error.kind).toBe('too_large');
    // 1 MB chunks: about the limit's worth is read, not three times it.
    expect(body.pulls()).toBeLessThan(photoUploads.maxRequestBytes / (1024 * 1024) + 5);
  });

  it.each([
    ['JSON', '{"photo":"x"}', 'application/json'],
    ['a form that is not multipart', 'photo=x', 'application/x-www-form-urlencoded'],
    ['a broken multipart body', '--x\r\nnonsense', 'multipart/form-data; boundary=x'],
  ])('refuses %s with 400', async (_case, body, type) => {
    const error = await refusal(readPhotoForm(upload(body, { 'content-type': type })));
    expect(error).toMatchObject({ kind: 'invalid', code: 'invalid_form' });
  });

  it('refuses a text where a photo should be, naming the field', async () => {
    const form = new FormData();
    form.append('photo', new File(['one'], 'a.jpg'));
    form.append('photo', 'not a file');
    const { body, type } = await multipart(form);
    const error = await refusal(readPhotoForm(upload(body, { 'content-type': type })));
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'validation_failed',
      fields: { 'photos.1.file': 'Choose a photo file' },
    });
  });
});
