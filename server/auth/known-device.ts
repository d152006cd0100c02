import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The browser a sign-in to an address succeeded from (OWASP's "device
 * cookie"): an HttpOnly cookie naming a random device id and, through an HMAC
 * of the auth secret, the address. A request that carries it for the address it
 * signs in to is not held back by the failures others piled on that address
 * (server/auth/throttle.ts). Only a right password gives one, so it tells
 * nothing about which addresses have accounts; it holds no address in clear.
 */
export const KNOWN_DEVICE_COOKIE = 'solidaire.known_device';
/** Sent with sign-in requests only. */
export const KNOWN_DEVICE_COOKIE_PATH = '/api/auth/sign-in';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function tag(secret: string, deviceId: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device:${deviceId}:${email.trim().toLowerCase()}`).digest('base64url');
}

export function knownDeviceCookieValue(secret: string, email: string, deviceId: string = randomBytes(16).toString('hex')): string {
  return `${deviceId}.${tag(secret, deviceId, email)}`;
}

/** The device id when `value` is a known-device cookie for `email`, else undefined. */
export function knownDeviceFor(secret: string, email: string, value: string | null | undefined): string | undefined {
  const [deviceId, given, ...rest] = (value ?? '').split('.');
  if (!deviceId || !given || rest.length > 0 || !/^[0-9a-f]{32}$/.test(deviceId)) return undefined;
  const expected = Buffer.from(tag(secret, deviceId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? deviceId : undefined;
}
