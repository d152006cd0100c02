import { Hono } from 'hono';
import { idFromRef } from '../../../shared/route-ref';
import type { Sql } from '../../db/connect';
import { publicMissionPicture } from './search.service';

/**
 * A public mission's page (`/missions/{id}-{slug}`) names, with the shell, the picture it shows first: the browser
 * asks for it while the app's code loads, not once the page has its data (issue 13: the picture is the page's largest
 * paint). Nothing for a mission not open to everyone (the page says so itself) or an address that names none.
 */
export function missionPageHintRoutes(sql: Sql) {
  return new Hono().get('/missions/:ref', async (c, next) => {
    const missionId = idFromRef(c.req.param('ref'));
    const picture = missionId === null ? undefined : publicMissionPicture(sql, missionId).catch(() => undefined);
    await next();
    const url = await picture;
    if (url && c.res.ok && c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.append('Link', `<${url}>; rel=preload; as=image; fetchpriority=high`);
    }
  });
}
