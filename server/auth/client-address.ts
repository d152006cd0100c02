import { getConnInfo } from '@hono/node-server/conninfo';
import { isValidIP, normalizeIP } from '@better-auth/core/utils/ip';
import type { Context } from 'hono';

/**
 * The header in which /api/auth/* requests reach better-auth (and our hooks)
 * with the client's address as resolved here. Whatever a client sends under
 * that name is dropped first, so it cannot be forged.
 */
export const CLIENT_ADDRESS_HEADER = 'x-solidaire-client-address';

/**
 * Where the client's address comes from; `undefined` when it is not known (app.request() in tests has no socket).
 * It reads only the request, so any Context will do: naming the app's env (http/types, which imports the auth
 * types, which import this file) would make an import cycle.
 */
export type ClientAddressSource = (c: Context) => string | undefined;

/**
 * The client's address: the socket's peer, or, when `header` is configured
 * (CLIENT_IP_HEADER, set by the reverse proxy: x-real-ip, x-forwarded-for),
 * the last address of that header, the one the proxy itself wrote. Never a
 * header nobody configured: any client can send one. IPv4-mapped IPv6 is read
 * as IPv4 and IPv6 is kept to its /64, the block one subscriber usually holds.
 */
export function clientAddressFrom(options: { header?: string } = {}): ClientAddressSource {
  return (c) => {
    const forwarded = options.header ? c.req.header(options.header)?.split(',').at(-1)?.trim() : undefined;
    const address = forwarded || socketAddress(c);
    return address && isValidIP(address) ? normalizeIP(address, { ipv6Subnet: 64 }) : undefined;
  };
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (app.request() in tests, another runtime).
    return undefined;
  }
}

const LOOPBACK_OR_PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|0000:0000:0000:0000:0000:0000:0000:0000$|f[cd])/i;

/** Whether an address is the machine itself or a private network's: a reverse proxy's, most likely. */
export function isLoopbackOrPrivate(address: string): boolean {
  return LOOPBACK_OR_PRIVATE.test(address);
}
