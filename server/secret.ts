import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/**
 * The auth secret: BETTER_AUTH_SECRET when given (required in production),
 * otherwise generated once and kept under DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
