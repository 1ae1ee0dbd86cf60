/**
 * The one type the /media route serves: uploads are re-encoded to WebP and the seed renders
 * WebP, so nothing else under /media was made by the store (an SVG or HTML never is).
 */
export const mediaContentType = 'image/webp';
export const mediaExtension = '.webp';

const mediaUrlPrefix = '/media/';

// Letters, digits, dot, dash and underscore, not starting with a dot: no segment can
// climb out ('..'), hide, or mean something else to a file system or an S3 host.
const safeSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The storage key of a /media URL's segments, or null unless it names a WebP safely. */
export function mediaKeyOf(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every((segment) => safeSegment.test(segment))) {
    return null;
  }
  const key = segments.join('/');
  return key.toLowerCase().endsWith(mediaExtension) ? key : null;
}

export function mediaUrlOf(key: string): string {
  return `${mediaUrlPrefix}${key}`;
}

/** The key behind a product_images path, or null for a path the store does not keep (a URL). */
export function mediaKeyOfUrl(url: string): string | null {
  return url.startsWith(mediaUrlPrefix)
    ? mediaKeyOf(url.slice(mediaUrlPrefix.length).split('/'))
    : null;
}
