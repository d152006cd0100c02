import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_LABELS } from '../../shared/associations/certification-labels';
import { FEATURES, PLANS } from '../../shared/companies/plans';
import { ENGAGEMENT_CANCEL_REASONS } from '../../shared/engagements/cancel-reasons';
import { ENGAGEMENT_TIMESLOT_STATES, VALIDATOR_TYPES } from '../../shared/engagements/engagement-timeslot.machine';
import { ENGAGEMENT_STATES } from '../../shared/engagements/engagement.machine';
import { TIME_SPENT_REVIEW_STATUSES } from '../../shared/engagements/time-spent-review.machine';
import { CREDIT_KINDS } from '../../shared/credits/credit.ledger';
import { LANGUAGES } from '../../shared/i18n/languages';
import { MISSION_STATES } from '../../shared/missions/mission.machine';
import { AVAILABILITY_TYPES, BOOKING_RESTRICTIONS, MISSION_TYPES, SDGS, SKILLS, THEMATICS, TIME_TYPES } from '../../shared/missions/taxonomy';
import { SUBSCRIBER_STATES } from '../../shared/timeslots/subscriber.machine';
import { USER_STATES } from '../../shared/users/user.schema';
import {
  insertAssociation,
  insertCompany,
  insertCompanyMember,
  insertEngagement,
  insertMission,
  insertPublisher,
  insertTimeslot,
  insertUser,
} from '../factories/rows';
import { describeWithDb, useTestDatabase } from '../setup/pg';

/** A statement that must be refused, with the constraint (or message) that refuses it. */
async function refused(statement: PromiseLike<unknown>, reason: RegExp) {
  await expect(statement).rejects.toThrow(reason);
}

describeWithDb('core schema (migration 0003)', () => {
  const db = useTestDatabase({ max: 2 });
  const sql = () => db().sql;
  let companyId: number;
  let otherCompanyId: number;
  let associationId: number;
  let userId: string;
  let missionId: number;
  let timeslotId: number;

  beforeAll(async () => {
    companyId = (await insertCompany(sql())).id;
    otherCompanyId = (await insertCompany(sql())).id;
    associationId = (await insertAssociation(sql())).id;
    userId = (await insertUser(sql())).id;
    await insertCompanyMember(sql(), companyId, userId);
    missionId = (await insertMission(sql(), associationId)).id;
    timeslotId = (await insertTimeslot(sql(), missionId)).id;
  });

  describe('users, companies, associations', () => {
    it('takes every user state and language of shared/, and refuses others', async () => {
      for (const state of USER_STATES) await insertUser(sql(), { state });
      for (const lang of LANGUAGES) await insertUser(sql(), { lang });
      await refused(insertUser(sql(), { state: 'banned' }), /users_state_check/);
      await refused(insertUser(sql(), { lang: 'ja' }), /users_lang_check/);
      await refused(insertUser(sql(), { country: 'fra' }), /users_country_check|value too long/);
      const [existing] = await sql()`select id from users where email like 'user-%' limit 1`;
      await refused(sql()`insert into users (name, email, email_verified) select name, email, true from users where id = ${existing!.id}`, /users_email_key/);
    });

    it('checks plans, feature lists and slugs', async () => {
      await insertCompany(sql(), { plans: [...PLANS], enabled_features: [...FEATURES], completely_activated_features: ['missions'] });
      await refused(insertCompany(sql(), { plans: [] }), /companies_plans_check/);
      await refused(insertCompany(sql(), { plans: ['gold'] }), /companies_plans_check/);
      await refused(insertCompany(sql(), { enabled_features: ['teleport'] }), /companies_enabled_features_check/);
      await refused(insertCompany(sql(), { slug: 'Not A Slug' }), /companies_slug_check/);
      await refused(insertCompany(sql(), { yearly_credit_hours: -1 }), /companies_yearly_credit_hours_check/);
      for (const plan of PLANS) await sql()`insert into company_allowed_features values (${companyId}, ${plan}, 'missions')`;
      await refused(sql()`insert into company_allowed_features values (${companyId}, 'gold', 'missions')`, /company_allowed_features_plan_check/);
      await refused(sql()`insert into company_allowed_features values (${companyId}, 'custom', 'teleport')`, /company_allowed_features_feature_check/);
    });

    it('keeps an employee in an entity of their own company and a matricule unique per company', async () => {
      const [entity] = await sql()`insert into entities (company_id, name) values (${companyId}, 'Siège') returning id`;
      const [foreign] = await sql()`insert into entities (company_id, name) values (${otherCompanyId}, 'Usine') returning id`;
      const other = (await insertUser(sql())).id;
      await insertCompanyMember(sql(), companyId, other, { entity_id: entity!.id, sso_id: 'M-001' });
      const third = (await insertUser(sql())).id;
      await refused(insertCompanyMember(sql(), companyId, third, { entity_id: foreign!.id }), /company_members_entity_fkey/);
      await refused(insertCompanyMember(sql(), companyId, (await insertUser(sql())).id, { sso_id: 'M-001' }), /company_members_sso_id_key/);
      await refused(sql()`insert into entities (company_id, name) values (${companyId}, 'Siège')`, /entities_company_id_name_key/);
      await refused(sql()`insert into company_members (company_id, user_id, role) values (${companyId}, ${third}, 'COMPANY_BOSS')`, /company_members_role_check/);
    });

    it('takes every certification label and refuses others', async () => {
      for (const label of CERTIFICATION_LABELS) await insertAssociation(sql(), { certified_label: label });
      await refused(insertAssociation(sql(), { certified_label: 'ISO_27001' }), /associations_certified_label_check/);
    });

    it('puts a member in a branch of their own association only', async () => {
      const other = await insertAssociation(sql());
      const [branch] = await sql()`insert into branches (association_id, name) values (${other.id}, 'Nord') returning id`;
      const member = (await insertUser(sql())).id;
      await refused(
        sql()`insert into association_members (association_id, user_id, role, branch_id) values (${associationId}, ${member}, 'ASSOCIATION_MEMBER', ${branch!.id})`,
        /association_members_branch_id_association_id_fkey/,
      );
      await refused(
        sql()`insert into association_members (association_id, user_id, role) values (${associationId}, ${member}, 'ASSOCIATION_OWNER')`,
        /association_members_role_check/,
      );
    });

    it('ties each publisher to what it publishes for', async () => {
      await refused(insertPublisher(sql(), { type: 'PUBLISHER_TYPE_COMPANY', association_id: associationId }), /publishers_check/);
      await refused(insertPublisher(sql(), { type: 'PUBLISHER_TYPE_ASSOCIATION', association_id: associationId }), /publishers_association_id_key/);
      await insertPublisher(sql(), { type: 'PUBLISHER_TYPE_ADMIN' });
      await refused(insertPublisher(sql(), { type: 'PUBLISHER_TYPE_ADMIN' }), /publishers_single_admin/);
    });
  });

  describe('missions', () => {
    it('takes every value of the shared enumerations', async () => {
      for (const state of MISSION_STATES) await insertMission(sql(), associationId, { state });
      for (const mission_type of MISSION_TYPES) await insertMission(sql(), associationId, { mission_type });
      for (const availability_type of AVAILABILITY_TYPES) await insertMission(sql(), associationId, { availability_type, required_availability: 'Le samedi' });
      for (const time_type of TIME_TYPES) await insertMission(sql(), associationId, { time_type });
      for (const booking_restriction of BOOKING_RESTRICTIONS) await insertMission(sql(), associationId, { booking_restriction });
      await insertMission(sql(), associationId, { skills: [...SKILLS], sdgs: [...SDGS], thematics: THEMATICS.slice(0, 3) });
    });

    it.each([
      [{ state: 'deleted' }, /missions_state_check/],
      [{ mission_type: 'MISSION_TYPE_FUN' }, /missions_mission_type_check/],
      [{ time_type: 'weekend' }, /missions_time_type_check/],
      [{ thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD', 'THEMATIC_SPORT', 'THEMATIC_HEALTH'] }, /missions_thematics_check/],
      [{ thematics: ['THEMATIC_MUSIC'] }, /missions_thematics_check/],
      [{ skills: ['SKILL_JUGGLING'] }, /missions_skills_check/],
      [{ sdgs: [18] }, /missions_sdgs_check/],
      [{ images: ['1', '2', '3', '4', '5', '6'] }, /missions_images_check/],
      [{ registration_deadline_days: -1 }, /missions_registration_deadline_days_check/],
      [{ title: '   ' }, /missions_title_check/],
      [{ title: 'x'.repeat(121) }, /missions_title_check/],
      [{ video_url: 'javascript:alert(1)' }, /missions_video_url_check/],
      [{ latitude: 91 }, /missions_latitude_check/],
      [{ latitude: null }, /missions_check/],
      [{ location_kind: null, location_label: null, latitude: null, longitude: null }, /missions_check/],
      [{ availability_type: 'MISSION_AVAILABILITY_TYPE_TEXT', required_availability: ' ' }, /missions_check/],
      [{ thematics: [] }, /missions_check/],
      [{ published_at: null }, /missions_check/],
      [{ company_id: 1 }, /missions_check/],
      [{ publisher_type: 'PUBLISHER_TYPE_COMPANY' }, /missions_publisher_id_publisher_type_fkey|missions_check/],
    ])('refuses %o', async (values, reason) => {
      await refused(insertMission(sql(), associationId, values), reason);
    });

    it('lets a draft be incomplete', async () => {
      await insertMission(sql(), associationId, { state: 'draft', published_at: null, thematics: [], location_kind: null, location_label: null, latitude: null, longitude: null });
    });

    it('keeps booking restrictions to entities of the named company', async () => {
      const [entity] = await sql()`insert into entities (company_id, name) values (${companyId}, 'Agence Lyon') returning id`;
      await sql()`insert into mission_targeted_entities values (${missionId}, ${entity!.id}, ${companyId})`;
      await refused(sql()`insert into mission_targeted_entities values (${missionId}, ${entity!.id}, ${otherCompanyId})`, /mission_targeted_entities_pkey|fkey/);
      await sql()`insert into mission_restricted_companies values (${missionId}, ${companyId})`;
      await refused(sql()`insert into mission_restricted_companies values (${missionId}, ${companyId})`, /mission_restricted_companies_pkey/);
      await sql()`insert into mission_company_validations (mission_id, company_id) values (${missionId}, ${companyId})`;
      await refused(sql()`insert into mission_company_validations (mission_id, company_id) values (${missionId}, ${companyId})`, /mission_company_validations_pkey/);
    });
  });

  describe('timeslots and waiting lists', () => {
    it("copies the mission's tenant onto its timeslots, whatever the insert says", async () => {
      const [slot] = await sql()`insert into timeslots (mission_id, association_id, starts_at, ends_at, places)
        values (${missionId}, ${(await insertAssociation(sql())).id}, now() + interval '1 day', now() + interval '1 day 2 hours', 2) returning association_id, company_id`;
      expect(slot).toEqual({ association_id: associationId, company_id: null });
    });

    it.each([
      [{ places: 0 }, /timeslots_places_check/],
      [{ taken: 4, places: 3 }, /timeslots_check/],
      [{ taken: -1 }, /timeslots_taken_check/],
      [{ ends_at: new Date(Date.now() + 6 * 86_400_000) }, /timeslots_check/],
      [{ kind: 'week' }, /timeslots_kind_check/],
      [{ kind: 'range' }, /timeslots_check/],
      [{ signup_deadline: new Date(Date.now() + 30 * 86_400_000) }, /timeslots_check/],
    ])('refuses %o', async (values, reason) => {
      await refused(insertTimeslot(sql(), missionId, values), reason);
    });

    it('never lets taken exceed places, even by an update', async () => {
      const slot = await insertTimeslot(sql(), missionId, { places: 1 });
      await sql()`update timeslots set taken = taken + 1 where id = ${slot.id}`;
      await refused(sql()`update timeslots set taken = taken + 1 where id = ${slot.id}`, /timeslots_check/);
    });

    it('allows one date range per mission, longer than 10 days', async () => {
      const starts = new Date(Date.now() + 86_400_000);
      const range = { kind: 'range', starts_at: starts, ends_at: new Date(starts.getTime() + 11 * 86_400_000), places: 5 };
      await insertTimeslot(sql(), missionId, range);
      await refused(insertTimeslot(sql(), missionId, range), /timeslots_one_range_per_mission/);
    });

    it('keeps one subscription per user and slot, for members of the company', async () => {
      for (const state of SUBSCRIBER_STATES) {
        const user = (await insertUser(sql())).id;
        await insertCompanyMember(sql(), companyId, user);
        await sql()`insert into timeslot_subscribers (id, timeslot_id, user_id, company_id, state, expired_at)
          values (${randomUUID()}, ${timeslotId}, ${user}, ${companyId}, ${state}, ${state === 'expired' ? new Date() : null})`;
      }
      const subscribe = (user: string, company: number, state = 'waiting') =>
        sql()`insert into timeslot_subscribers (id, timeslot_id, user_id, company_id, state) values (${randomUUID()}, ${timeslotId}, ${user}, ${company}, ${state})`;
      await subscribe(userId, companyId);
      await refused(subscribe(userId, companyId), /timeslot_subscribers_timeslot_id_user_id_key/);
      await refused(subscribe((await insertUser(sql())).id, companyId), /timeslot_subscribers_company_id_user_id_fkey/);
      const outsider = (await insertUser(sql())).id;
      await insertCompanyMember(sql(), companyId, outsider);
      await refused(subscribe(outsider, otherCompanyId), /timeslot_subscribers_company_id_user_id_fkey/);
      await refused(subscribe(outsider, companyId, 'notified'), /timeslot_subscribers_state_check/);
      await refused(subscribe(outsider, companyId, 'expired'), /timeslot_subscribers_check/);
    });
  });

  describe('engagements', () => {
    async function freshEmployee() {
      const user = (await insertUser(sql())).id;
      await insertCompanyMember(sql(), companyId, user);
      return user;
    }

    it("records the mission's association as a tenant and takes every state", async () => {
      const user = await freshEmployee();
      const engagement = await insertEngagement(sql(), { mission_id: missionId, user_id: user, company_id: companyId, association_id: null });
      const [row] = await sql()`select association_id from engagements where id = ${engagement.id}`;
      expect(row!.association_id).toBe(associationId);
      for (const state of ENGAGEMENT_STATES) {
        const other = await freshEmployee();
        const canceled = state === 'canceled';
        await insertEngagement(sql(), {
          mission_id: missionId,
          user_id: other,
          company_id: companyId,
          state,
          cancel_reason: canceled ? 'not_available' : null,
          state_before_cancel: canceled ? 'created' : null,
        });
      }
      for (const reason of ENGAGEMENT_CANCEL_REASONS) {
        await insertEngagement(sql(), {
          mission_id: missionId,
          user_id: await freshEmployee(),
          company_id: companyId,
          state: 'canceled',
          state_before_cancel: 'validated',
          cancel_reason: reason,
          cancel_other_reason: reason === 'other' ? 'Déménagement' : null,
        });
      }
    });

    it('keeps one live application per user and mission, but allows applying again after a cancellation', async () => {
      const user = await freshEmployee();
      const apply = () => insertEngagement(sql(), { mission_id: missionId, user_id: user, company_id: companyId });
      const first = await apply();
      await refused(apply(), /engagements_one_live_per_user_and_mission/);
      await sql()`update engagements set state = 'canceled', cancel_reason = 'not_available', state_before_cancel = 'created' where id = ${first.id}`;
      await apply();
    });

    it.each([
      [{ state: 'pending' }, /engagements_state_check/],
      [{ time_type: 'both' }, /engagements_time_type_check/],
      [{ state: 'canceled', state_before_cancel: 'created' }, /engagements_check/],
      [{ state: 'canceled', cancel_reason: 'not_available' }, /engagements_check/],
      [{ cancel_reason: 'not_available', state_before_cancel: 'created' }, /engagements_check/],
      [{ state: 'canceled', state_before_cancel: 'created', cancel_reason: 'other' }, /engagements_check/],
      [{ state: 'canceled', state_before_cancel: 'created', cancel_reason: 'bored' }, /engagements_cancel_reason_check/],
      [{ validation_token_hash: 'abc' }, /engagements_check/],
      [{ survey: [1, 2] }, /engagements_survey_check/],
      [{ revised_duration_hours: -1 }, /engagements_revised_duration_hours_check/],
    ])('refuses %o', async (values, reason) => {
      await refused(insertEngagement(sql(), { mission_id: missionId, user_id: await freshEmployee(), company_id: companyId, ...values }), reason);
    });

    it('refuses an application filed under a company the employee does not belong to', async () => {
      await refused(insertEngagement(sql(), { mission_id: missionId, user_id: await freshEmployee(), company_id: otherCompanyId }), /engagements_company_id_user_id_fkey/);
    });

    it('checks the dates of an application', async () => {
      const engagement = await insertEngagement(sql(), { mission_id: missionId, user_id: await freshEmployee(), company_id: companyId });
      const start = new Date(Date.now() + 86_400_000);
      const date = (values: Record<string, unknown>) =>
        sql()`insert into engagement_timeslots ${sql()({ engagement_id: engagement.id, company_id: companyId, starts_at: start, ends_at: new Date(start.getTime() + 7_200_000), ...values } as never)}`;
      for (const state of ENGAGEMENT_TIMESLOT_STATES) await date({ state, decided_at: ['validated', 'rejected'].includes(state) ? new Date() : null });
      for (const validator_type of VALIDATOR_TYPES) await date({ validator_type, decided_at: new Date() });
      for (const review_status of TIME_SPENT_REVIEW_STATUSES) await date({ review_status });
      await date({ timeslot_id: timeslotId });
      await refused(date({ timeslot_id: timeslotId }), /engagement_timeslots_engagement_id_timeslot_id_key/);
      await refused(date({ state: 'approved' }), /engagement_timeslots_state_check/);
      await refused(date({ state: 'validated' }), /engagement_timeslots_check/);
      await refused(date({ validator_type: 'manager' }), /engagement_timeslots_check/);
      await refused(date({ validator_type: 'robot', decided_at: new Date() }), /engagement_timeslots_validator_type_check/);
      await refused(date({ review_status: 'disputed' }), /engagement_timeslots_review_status_check/);
      await refused(date({ ends_at: start }), /engagement_timeslots_check/);
      await refused(date({ manager_email: 'pas un email' }), /engagement_timeslots_manager_email_check/);
    });

    it('keeps a history of state changes', async () => {
      const engagement = await insertEngagement(sql(), { mission_id: missionId, user_id: await freshEmployee(), company_id: companyId });
      await sql()`insert into engagement_history (engagement_id, action, from_state, to_state, actor_kind) values (${engagement.id}, 'confirm', 'created', 'validated', 'user')`;
      await refused(
        sql()`insert into engagement_history (engagement_id, action, to_state, actor_kind) values (${engagement.id}, 'confirm', 'validated', 'robot')`,
        /engagement_history_actor_kind_check/,
      );
      await refused(
        sql()`insert into engagement_history (engagement_id, action, to_state, actor_kind) values (${engagement.id}, 'x', 'approved', 'user')`,
        /engagement_history_to_state_check/,
      );
    });
  });

  describe('solidarity days and shared views', () => {
    it('keeps grants apart from what engagements hold', async () => {
      const entry = (values: Record<string, unknown>) =>
        sql()`insert into credit_entries ${sql()({ company_id: companyId, user_id: userId, hours: 7, ...values } as never)}`;
      for (const kind of ['initial', 'bonus', 'malus'] as const) await entry({ kind });
      const engagement = await insertEngagement(sql(), { mission_id: (await insertMission(sql(), associationId)).id, user_id: userId, company_id: companyId });
      for (const kind of CREDIT_KINDS.filter((k) => !['initial', 'bonus', 'malus'].includes(k))) {
        await entry({ kind, engagement_id: engagement.id });
        await sql()`delete from credit_entries where engagement_id = ${engagement.id}`;
      }
      await entry({ kind: 'pending', engagement_id: engagement.id });
      await refused(entry({ kind: 'confirmed', engagement_id: engagement.id }), /credit_entries_engagement_id_key/);
      await refused(entry({ kind: 'pending' }), /credit_entries_check/);
      await refused(entry({ kind: 'bonus', engagement_id: engagement.id }), /credit_entries_check/);
      await refused(entry({ kind: 'gift' }), /credit_entries_kind_check/);
      await refused(entry({ kind: 'bonus', hours: -7 }), /credit_entries_hours_check/);
      await refused(entry({ kind: 'bonus', company_id: otherCompanyId }), /credit_entries_company_id_user_id_fkey/);
    });

    it('checks shared views', async () => {
      const view = (values: Record<string, unknown>) =>
        sql()`insert into shared_views ${sql()({ hash: randomUUID().replaceAll('-', ''), kind: 'missionViews', title: 'Missions Lyon', ...values } as never)}`;
      await view({ kind: 'associationViews' });
      await refused(view({ hash: 'short' }), /shared_views_hash_check/);
      await refused(view({ kind: 'companyViews' }), /shared_views_kind_check/);
      await refused(view({ filters: sql().json([1]) }), /shared_views_filters_check/);
      await refused(view({ hash: 'abcdefghijklmnop' }).then(() => view({ hash: 'abcdefghijklmnop' })), /shared_views_hash_key/);
    });
  });
});
