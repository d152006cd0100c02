import { AppError } from '../../../shared/errors';
import { COLLEAGUE_SEARCH_LIMIT, COLLEAGUE_SEARCH_MIN, type ColleagueSearchResult, type MissionInvitationResult } from '../../../shared/missions/mission-invitation.schema';
import { validationMessage } from '../../../shared/validation/messages';
import { buildExternalUrl } from '../../../shared/routes';
import type { AppDeps } from '../../http/types';
import type { CompanyRecord } from '../companies/companies.service';
import { findUserDisplayName } from '../users/invitations.service';
import type { RequestActor } from '../users/service';
import * as q from './invite-colleagues.sql';
import { employeeAudience, getEmployeeMissionPage } from './search.service';

/** The colleague picker: registered employees of the same company whose name matches (the searcher must be one). */
export async function searchColleagues(deps: Pick<AppDeps, 'sql'>, actor: RequestActor, company: CompanyRecord, text: string): Promise<ColleagueSearchResult> {
  employeeAudience(actor, company);
  if (text.length < COLLEAGUE_SEARCH_MIN) return { colleagues: [] };
  return { colleagues: await q.searchColleagues(deps.sql, company.id, actor.userId, text, COLLEAGUE_SEARCH_LIMIT) };
}

/** Only the company's employees pick colleagues and invite them: refused (403) before their input is read. */
export function requireEmployee(actor: RequestActor, company: CompanyRecord): void {
  employeeAudience(actor, company);
}

/**
 * Mails each picked colleague the link to the mission (spec §2 'share/invite
 * colleagues'). The mission must be one the inviter sees (404 otherwise) and
 * every colleague a registered employee of the same company: a name that is
 * not is refused as a whole (nobody is mailed), so no one learns who works elsewhere.
 */
export async function inviteColleagues(
  deps: Pick<AppDeps, 'sql' | 'mailer' | 'env' | 'logger'>,
  actor: RequestActor,
  company: CompanyRecord,
  missionId: number,
  userIds: readonly string[],
): Promise<MissionInvitationResult> {
  const page = await getEmployeeMissionPage(deps.sql, actor, company, missionId);
  const wanted = [...new Set(userIds)].filter((id) => id !== actor.userId);
  const invitees = wanted.length === 0 ? [] : await q.findInvitees(deps.sql, company.id, wanted);
  if (wanted.length === 0 || invitees.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { userIds: [validationMessage('choose_from_list')] } });
  }
  const inviter = (await findUserDisplayName(deps.sql, actor.userId)) ?? '';
  const { mission, association } = page;
  const url = buildExternalUrl(deps.env.baseUrl, 'missions.show', { type: 'employee', companySlug: company.slug }, { missionId: mission.id, missionSlug: mission.slug });
  const results = await Promise.allSettled(
    invitees.map((invitee) =>
      deps.mailer.send({
        to: invitee.email,
        template: 'mission_invitation',
        lang: invitee.lang,
        params: { inviter, mission: mission.title, association: association?.name ?? '', url, ...(invitee.firstName ? { name: invitee.firstName } : {}) },
      }),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected') deps.logger.error({ msg: 'mission invitation e-mail not sent', error: String(result.reason) });
  }
  return { invited: invitees.length };
}
