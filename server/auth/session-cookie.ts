import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { Auth } from './auth';

/**
 * What the API keeps of a signed-in session: whose it is, which one, and the administrator impersonating
 * through it. better-auth's own session (`AuthSession`) has these fields and more; the API reads this much
 * itself, in the statement that reads the actor (server/http/context.ts).
 */
export interface RequestSession {
  session: { id: string; token: string; userId: string; expiresAt: Date; impersonatedBy?: string | null };
  user: { id: string; email: string };
}

/**
 * The session token a request carries: better-auth's session cookie (its name, with the `__Secure-` prefix
 * behind https), `token.signature` where the signature is the base64 HMAC-SHA256 of the token under the auth
 * secret, as better-auth signs it. Null without one, or when the signature is not ours. Checked with
 * node:crypto, at once: WebCrypto's asynchronous verify (better-auth's) cost a millisecond of CPU a request.
 */
export async function readSessionToken(headers: Headers, auth: Auth): Promise<string | null> {
  const cookies = headers.get('cookie');
  if (!cookies) return null;
  const { authCookies, secret } = await auth.$context;
  const value = parse(cookies, authCookies.sessionToken.name)[authCookies.sessionToken.name];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Whether better-auth must see this session itself: past its expiry (it deletes it) or due for its renewal
 * (`updateAge` after it was last extended, it moves the expiry on by `expiresIn`). The same test as its
 * get-session; every other request reads the session without it.
 */
export async function sessionNeedsBetterAuth(auth: Auth, expiresAt: Date, now = Date.now()): Promise<boolean> {
  const { expiresIn, updateAge } = (await auth.$context).sessionConfig;
  return expiresAt.getTime() <= now || expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}
