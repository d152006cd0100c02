import * as z from 'zod/mini';
import { creditOverviewSchema } from '../credits/credit.schema';
import { ENGAGEMENT_STEPS } from '../engagements/engagement.steps';
import { ENGAGEMENT_STATES } from '../engagements/engagement.machine';
import { missionCardSchema } from '../missions/mission-search.schema';
import { USER_STATES } from '../users/user-states';

/** The mission an item of a home points to. */
const homeMissionSchema = z.object({ id: z.int(), slug: z.string(), title: z.string(), associationName: z.nullable(z.string()) });

/** The employee's next date: the soonest live date of a live application. */
export const homeNextDateSchema = z.object({
  engagementId: z.uuid(),
  mission: homeMissionSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The association confirmed the application and nobody still has to validate this date. */
  confirmed: z.boolean(),
});
export type HomeNextDate = z.infer<typeof homeNextDateSchema>;

/** What the employee has to do next on one application. */
export const HOME_ACTION_KINDS = ['message_to_send', 'timeslot_to_select', 'external_registration', 'to_update_and_finish', 'survey_to_complete', 'dates_refused'] as const;
export type HomeActionKind = (typeof HOME_ACTION_KINDS)[number];
export const homeActionSchema = z.object({ engagementId: z.uuid(), mission: homeMissionSchema, kind: z.enum(HOME_ACTION_KINDS) });
export type HomeAction = z.infer<typeof homeActionSchema>;

/** What the employee gave: hours, finished missions, associations helped. */
export const homeImpactSchema = z.object({
  hours: z.number().check(z.nonnegative()),
  missions: z.int().check(z.nonnegative()),
  associations: z.int().check(z.nonnegative()),
});
export type HomeImpact = z.infer<typeof homeImpactSchema>;

/** `GET /companies/{slug}/home`: the employee's home (issue 12). */
export const employeeHomeSchema = z.object({
  nextDate: z.nullable(homeNextDateSchema),
  credits: creditOverviewSchema,
  actions: z.array(homeActionSchema),
  impact: homeImpactSchema,
  applications: z.int().check(z.nonnegative()),
  suggestions: z.array(missionCardSchema),
});
export type EmployeeHome = z.infer<typeof employeeHomeSchema>;

/** `GET /companies/{slug}/overview`: the company admin's home (issue 12). */
export const companyOverviewSchema = z.object({
  members: z.record(z.enum(USER_STATES), z.int()),
  applications: z.record(z.enum(ENGAGEMENT_STATES), z.int()),
  year: z.int(),
  hoursThisYear: z.number().check(z.nonnegative()),
  associationsThisYear: z.int().check(z.nonnegative()),
  nextDates: z.array(
    z.object({
      engagementId: z.uuid(),
      employeeName: z.string(),
      mission: homeMissionSchema,
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
  datesToValidate: z.int().check(z.nonnegative()),
  membersToValidate: z.int().check(z.nonnegative()),
});
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;
