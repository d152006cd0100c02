import * as z from 'zod/mini';
import { msg } from '../validation/messages';
import { MISSION_STATES, type MissionState } from './mission-state';

/**
 * « Catalogue » of the admin space (issue 16): the missions the platform publishes itself (publisher type
 * PUBLISHER_TYPE_ADMIN). `GET /api/v1/admin/missions?q=&state=&page=`: a part of the title, a state, a page.
 */
export const ADMIN_MISSIONS_PAGE_SIZE = 20;

const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

export const adminMissionQuerySchema = z.object({
  q: z.optional(z.pipe(blank, z.optional(z.string().check(z.trim(), z.maxLength(200, msg('too_long', { max: 200 })))))),
  state: z.optional(z.pipe(blank, z.optional(z.enum(MISSION_STATES, msg('choose_from_list'))))),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type AdminMissionQuery = z.infer<typeof adminMissionQuerySchema>;

export interface AdminCatalogueMission {
  id: number;
  slug: string;
  title: string;
  state: MissionState;
  /** The association that runs it, when one does. */
  association: { slug: string; name: string } | null;
  createdAt: string;
  publishedAt: string | null;
  applications: number;
}

export interface AdminCatalogue {
  missions: AdminCatalogueMission[];
  total: number;
  page: number;
  pageSize: number;
}
