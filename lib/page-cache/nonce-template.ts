/**
 * A rendered page kept as the text between the occurrences of its nonce, so that every
 * answer can carry a nonce of its own: a nonce that two answers share would let a script
 * injected into one run in the other.
 */
export type PageHeaders = Record<string, string | string[] | number>;

export type NonceTemplate = {
  /** The HTML split where the render's nonce stood. */
  body: string[];
  /** The headers as JSON, split the same way: the policy and the Link preloads name it. */
  headers: string[];
};

const noncePattern = /'nonce-([^']+)'/;

/** The nonce that a Content-Security-Policy allows scripts with, if any. */
export function nonceOf(policy: string): string | null {
  return noncePattern.exec(policy)?.[1] ?? null;
}

/** Splits a render on its nonce; null when its policy names none (nothing to replace). */
export function toNonceTemplate(html: string, headers: PageHeaders): NonceTemplate | null {
  const nonce = nonceOf(String(headers['content-security-policy'] ?? ''));
  if (!nonce) return null;
  return { body: html.split(nonce), headers: JSON.stringify(headers).split(nonce) };
}

export function fillNonceTemplate(template: NonceTemplate, nonce: string) {
  return {
    html: template.body.join(nonce),
    headers: JSON.parse(template.headers.join(nonce)) as PageHeaders,
  };
}
