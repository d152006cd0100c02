import { Hono } from 'hono';
import type { PlatformInfo } from '../../../shared/platform';
import type { AppDeps, AppEnv } from '../../http/types';
import { pingDatabase } from './sql';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    // Public facts about this installation that the pages need.
    .get('/platform', (c) => c.json({ privacyContactEmail: deps.env.privacyContactEmail, mapTiles: deps.env.mapTiles } satisfies PlatformInfo))
    .get('/health', async (c) => {
    const databaseUp = await pingDatabase(deps.sql, 2000);
    return databaseUp
      ? c.json({ status: 'ok', database: 'ok' } as const, 200)
      : c.json({ status: 'error', database: 'unavailable' } as const, 503);
  });
}
