import { createHash, randomBytes } from 'node:crypto';

/** The manager's link: 32 random bytes, base64url; only the SHA-256 is stored. */
export function newValidationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashValidationToken(token) };
}

export function hashValidationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
