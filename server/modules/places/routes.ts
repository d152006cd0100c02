import { Hono } from 'hono';
import { z } from 'zod';
import { LOCATION_KINDS, type Location, type LocationKind } from '../../../shared/validation/inputs';
import { msg } from '../../../shared/validation/messages';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { placeIndex } from './service';

/** A search never needs more than a place name: longer queries are refused rather than scanned. */
export const MAX_PLACE_QUERY_LENGTH = 100;

const placesQuerySchema = z.object({
  q: z.string().max(MAX_PLACE_QUERY_LENGTH, msg('too_long', { max: MAX_PLACE_QUERY_LENGTH })).optional(),
  kinds: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const kinds = (value ?? 'city').split(',').map((kind) => kind.trim()).filter(Boolean);
      for (const kind of kinds) {
        if (!(LOCATION_KINDS as readonly string[]).includes(kind)) ctx.addIssue({ code: 'custom', message: msg('choose_from_list').error() });
      }
      return (kinds.length > 0 ? kinds : ['city']) as LocationKind[];
    }),
  /** 'latitude,longitude': the cities nearest to a point, nearest first (for "use my position"). */
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, msg('choose_from_list'))
    .optional()
    .transform((value) => (value ? (value.split(',').map(Number) as [number, number]) : undefined))
    .refine((point) => !point || (Math.abs(point[0]) <= 90 && Math.abs(point[1]) <= 180), msg('choose_from_list')),
});

/**
 * GET /api/v1/places?q=&kinds=city,region -> { places: Location[] } (at most 10):
 * public, accent-insensitive, names starting with the query first, then larger places.
 */
export function placeRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/places', validate('query', placesQuerySchema), (c) => {
    const { q, kinds, near } = c.req.valid('query');
    const places: Location[] = near ? placeIndex().nearest(near[0], near[1]) : placeIndex().search(q ?? '', kinds);
    // The data only changes with a deployment.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ places });
  });
}
