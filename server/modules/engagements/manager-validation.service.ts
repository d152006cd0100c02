import { AppError } from '../../../shared/errors';
import { validationMessage } from '../../../shared/validation/messages';
import { buildExternalUrl } from '../../../shared/routes';
import type { ManagerValidationView } from '../../../shared/engagements/engagement-api.schema';
import { engagementTimeslotMachine, type ValidatorType } from '../../../shared/engagements/engagement-timeslot.machine';
import { canRemindManager } from '../../../shared/engagements/manager-reminder';
import type { Actor } from '../../../shared/permissions/actor';
import { instantToParis } from '../../../shared/time/paris';
import { fullName } from '../../../shared/users/me';
import type { Env } from '../../env';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { type Db, type Outcome, Refusal, runMutation } from '../../http/mutation';
import { hashValidationToken, newValidationToken } from './validation-token';
import { refreshCredit } from './transitions.service';
import * as q from './engagements.sql';
import * as mv from './manager-validation.sql';
import { findTeamDate } from './team.sql';

/** DD/MM/YYYY HH:MM – HH:MM, in Paris time (spec §1: dates are shown as DD/MM/YYYY). */
function formatDate(slot: { startsAt: Date; endsAt: Date }): string {
  const start = instantToParis(slot.startsAt);
  const end = instantToParis(slot.endsAt);
  const day = (date: string) => date.split('-').reverse().join('/');
  return start.date === end.date ? `${day(start.date)} ${start.time} – ${end.time}` : `${day(start.date)} ${start.time} – ${day(end.date)} ${end.time}`;
}

/** The request (or reminder) sent to the employee's manager, with the link `/validation-manager/{token}`. */
export function managerValidationMail(
  deps: { env: Pick<Env, 'baseUrl'> },
  input: {
    to: string;
    lang: string | null;
    token: string;
    employee: { firstName: string | null; lastName: string | null; email: string };
    missionTitle: string;
    dates: ReadonlyArray<{ startsAt: Date; endsAt: Date }>;
    reminder: boolean;
  },
): MailMessage {
  return {
    to: input.to,
    lang: input.lang,
    template: input.reminder ? 'engagement_validation_reminder' : 'engagement_validation_request',
    params: {
      employee: fullName(input.employee.firstName, input.employee.lastName, input.employee.email),
      mission: input.missionTitle,
      dates: input.dates.map((date) => `• ${formatDate(date)}`).join('\n'),
      url: buildExternalUrl(deps.env.baseUrl, 'managerValidation', { type: 'public' }, { validationToken: input.token }),
    },
  };
}

/** `GET /api/v1/manager-validations/{token}`: the dates, the employee and the mission, for a manager without an account. */
export async function readManagerValidation(deps: { sql: Db }, token: string): Promise<ManagerValidationView> {
  const engagement = await mv.findEngagementByTokenHash(deps.sql, hashValidationToken(token));
  if (!engagement) throw new AppError('VALIDATION_TOKEN_INVALID');
  const dates = await q.listEngagementDates(deps.sql, engagement.id);
  return {
    engagementId: engagement.id,
    employee: { fullName: fullName(engagement.firstName, engagement.lastName, engagement.email) },
    company: { name: engagement.companyName },
    mission: { title: engagement.missionTitle, associationName: engagement.associationName },
    timeslots: dates.map((date) => ({
      id: date.id,
      date: instantToParis(date.startsAt).date,
      startsAt: date.startsAt.toISOString(),
      endsAt: date.endsAt.toISOString(),
      state: date.state,
    })),
    expiresAt: engagement.expiresAt.toISOString(),
  };
}

export type DateDecision = 'validate' | 'reject';

/** One date decided: the engagement row is locked (its credit follows its dates), the date machine decides. */
async function decide(
  tx: Parameters<Parameters<typeof runMutation>[1]>[0],
  engagementId: string,
  dateId: number,
  decision: DateDecision,
  validator: { type: ValidatorType; userId: string | null },
) {
  const engagement = await q.lockEngagement(tx, engagementId, { kind: 'system' });
  const date = engagement ? await mv.lockEngagementDate(tx, engagementId, dateId) : undefined;
  if (!engagement || !date) throw new Refusal('NOT_FOUND');
  const move = engagementTimeslotMachine.transition(date.state, decision, {});
  if (!move.ok) throw new Refusal(move.code, { state: date.state });
  await q.setEngagementDateState(tx, date.id, { state: move.next, validatorType: validator.type, validatedBy: validator.userId });
  // A rejected date gives its place back (it no longer holds the slot, as a canceled one).
  if (move.next === 'rejected' && date.timeslotId !== null) {
    await q.lockTimeslots(tx, [date.timeslotId]);
    await q.releasePlace(tx, date.timeslotId);
  }
  await q.insertHistory(tx, {
    engagementId,
    action: `timeslot_${decision}`,
    fromState: engagement.state,
    toState: engagement.state,
    actorUserId: validator.userId,
    actorKind: validator.type === 'manager' ? 'manager' : 'user',
    details: { engagementTimeslotId: date.id },
  });
  await refreshCredit(tx, engagement, engagement.state, engagement.revisedDurationHours);
  return { id: date.id, state: move.next };
}

export type DecisionOutcome = Outcome<{ timeslot: { id: number; state: string } }>;

/** The manager validates or rejects one date through the link (no account). */
export function decideAsManager(deps: { sql: Db }, token: string, dateId: number, decision: DateDecision): Promise<DecisionOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const engagement = await mv.findEngagementByTokenHash(tx, hashValidationToken(token), true);
    if (!engagement) throw new Refusal('VALIDATION_TOKEN_INVALID');
    const timeslot = await decide(tx, engagement.id, dateId, decision, { type: 'manager', userId: null });
    return { result: { status: 'ok', timeslot }, mails: [] };
  });
}

/** A company admin decides in the manager's place (spec §4 'handled in the manager's place'); the route checked canManageCompany. */
export function decideAsCompanyAdmin(deps: { sql: Db }, actor: Actor, companyId: number, dateId: number, decision: DateDecision): Promise<DecisionOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const date = await mv.findCompanyEngagementDate(tx, companyId, dateId);
    if (!date) throw new Refusal('NOT_FOUND');
    const timeslot = await decide(tx, date.engagementId, dateId, decision, { type: 'company_admin', userId: actor.userId });
    return { result: { status: 'ok', timeslot }, mails: [] };
  });
}

/**
 * The manager decides from their view `/collaborateur/{slug}/management-collaborateurs`, signed in, exactly as through
 * the link: a date of their team (membership's manager e-mail = theirs), on work time, in a company whose managers decide.
 */
export function decideAsTeamManager(
  deps: { sql: Db },
  actor: Actor,
  manager: { companyId: number; email: string },
  dateId: number,
  decision: DateDecision,
): Promise<DecisionOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const date = await findTeamDate(tx, manager.companyId, manager.email, dateId);
    if (!date) throw new Refusal('NOT_FOUND');
    const timeslot = await decide(tx, date.engagementId, dateId, decision, { type: 'manager', userId: actor.userId });
    return { result: { status: 'ok', timeslot }, mails: [] };
  });
}

/**
 * A reminder to the manager. Only the hash of the first link is kept, so a
 * new link is made (the previous one stops working) and sent with the
 * reminder. The employee reminds for their own application; a company admin
 * for any of the company's (the route decides who may). With no dates
 * awaiting validation, or no manager e-mail on the membership, it is refused.
 */
export function remindManager(
  deps: { sql: Db; env: Pick<Env, 'baseUrl'> },
  actor: Actor | null,
  companyId: number,
  engagementId: string,
  options: { asCompanyAdmin: boolean },
): Promise<Outcome<{ sentTo: string }>> {
  return runMutation(deps.sql, async (tx) => {
    const engagement = await mv.lockEngagementForReminder(tx, companyId, engagementId);
    if (!engagement || (!options.asCompanyAdmin && engagement.userId !== actor?.userId)) throw new Refusal('NOT_FOUND');
    const waiting = (await q.listEngagementDates(tx, engagement.id)).filter((date) => date.state === 'toValidate');
    // Where the company's admins decide on work-time dates (settings), no manager is asked: nobody to remind.
    if (waiting.length === 0 || engagement.workTimeValidator !== 'manager') throw new Refusal('INVALID_TRANSITION');
    // The employee reminds once the manager had time to answer (the rule the button follows); the company and the job need not wait.
    if (!options.asCompanyAdmin && !canRemindManager({ ...engagement, dates: waiting }, new Date())) throw new Refusal('MANAGER_REMINDED_RECENTLY');
    if (!engagement.managerEmail) throw new Refusal('VALIDATION_FAILED', { fields: { managerEmail: [validationMessage('required')] } });
    const token = newValidationToken();
    await q.setValidationToken(tx, engagement.id, token.hash);
    await mv.setDatesManagerEmail(tx, engagement.id, engagement.managerEmail);
    const mail = managerValidationMail(deps, {
      to: engagement.managerEmail,
      lang: engagement.lang,
      token: token.token,
      employee: engagement,
      missionTitle: engagement.missionTitle,
      dates: waiting,
      reminder: true,
    });
    return { result: { status: 'ok', sentTo: engagement.managerEmail }, mails: [mail] };
  });
}

/**
 * For the job runner: reminds the manager of every application whose dates
 * still await validation and whose link is at least `olderThanDays` old (each
 * reminder renews the link, so a manager hears again `olderThanDays` later at
 * the earliest). Each reminder commits, then its mail goes out.
 */
export async function remindStaleManagerValidations(
  deps: { sql: Db; env: Pick<Env, 'baseUrl'>; mailer: Mailer },
  options: { olderThanDays?: number; limit?: number } = {},
): Promise<{ reminded: string[] }> {
  const stale = await q.listStaleManagerValidations(deps.sql, options.olderThanDays ?? 7, options.limit ?? 500);
  const reminded: string[] = [];
  for (const { id, companyId } of stale) {
    const outcome = await remindManager(deps, null, companyId, id, { asCompanyAdmin: true });
    if (outcome.result.status !== 'ok') continue;
    reminded.push(id);
    // A failed send is recorded by the mailer (outgoing_emails); the next reminders still go out.
    for (const mail of outcome.mails) await deps.mailer.send(mail).catch(() => undefined);
  }
  return { reminded };
}
