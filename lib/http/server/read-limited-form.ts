import 'server-only';

type FormRefusals = {
  /** The body passes the limit (by its declared length, or once it does while read). */
  tooLarge: () => Error;
  /** The body is not multipart/form-data, or cannot be read as such. */
  notAForm: () => Error;
};

/**
 * A multipart/form-data body, read no further than `maxBytes`: refused at once when its
 * declared length is larger, and cut off as soon as it passes the limit while it arrives.
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number,
  refusals: FormRefusals,
): Promise<FormData> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw refusals.tooLarge();
  const type = request.headers.get('content-type') ?? '';
  if (!request.body || !type.startsWith('multipart/form-data')) throw refusals.notAForm();
  let seen = 0;
  let exceeded = false;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= maxBytes) return controller.enqueue(chunk);
        exceeded = true;
        controller.error(refusals.tooLarge());
      },
    }),
  );
  return new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw exceeded ? refusals.tooLarge() : refusals.notAForm();
  });
}
