/** Keys whose values never reach a log line, whatever they hold. */
export const secretKeys = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'code',
  'otp',
  'token',
  'accessToken',
  'refreshToken',
  'apiToken',
  'secret',
  'clientSecret',
  'authorization',
  'cookie',
  'set-cookie',
]);

/** How many objects deep a key is found: `password`, `user.password`, … `a.b.c.password`. */
const depths = 4;

/**
 * The paths of pino's `redact` for secretKeys: at the top of a line and inside objects up to
 * three levels down (pino's paths name each level; `*` stands for any one key). It sees what
 * serializers return too; maskValue censors the same keys at any depth of what is logged.
 */
export const redactedPaths: string[] = [...secretKeys].flatMap((key) =>
  Array.from({ length: depths }, (_, depth) =>
    [...Array<string>(depth).fill('*'), `["${key}"]`].join('.').replace(/\.\[/g, '['),
  ),
);
