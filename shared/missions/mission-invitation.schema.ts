import * as z from 'zod/mini';
import { msg } from '../validation/messages';

/**
 * Inviting colleagues to a mission (spec §2 'share/invite colleagues modals,
 * user picker'): an employee picks colleagues of the same company by name and
 * each one is mailed the mission's link.
 */

/** The picker lists this many colleagues at most: enough to pick from, never the company's directory. */
export const COLLEAGUE_SEARCH_LIMIT = 10;
export const COLLEAGUE_SEARCH_MIN = 2;
/** How many colleagues one invitation may name. */
export const MAX_INVITED_COLLEAGUES = 20;

/** Fewer than `COLLEAGUE_SEARCH_MIN` characters find nobody (the picker waits for a name). */
export const colleagueSearchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100, msg('too_long', { max: 100 }))), ''),
});

export const colleagueSchema = z.object({ id: z.string(), name: z.string(), jobTitle: z.nullable(z.string()) });
export type Colleague = z.infer<typeof colleagueSchema>;
export interface ColleagueSearchResult {
  colleagues: Colleague[];
}

export const missionInvitationSchema = z.object({
  userIds: z
    .array(z.uuid(msg('choose_from_list')), msg('choose_from_list'))
    .check(z.minLength(1, msg('required')), z.maxLength(MAX_INVITED_COLLEAGUES, msg('multi_select_max', { max: MAX_INVITED_COLLEAGUES }))),
});
export type MissionInvitationInput = z.infer<typeof missionInvitationSchema>;
export interface MissionInvitationResult {
  invited: number;
}
