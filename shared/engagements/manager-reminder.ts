import type { EngagementState } from './engagement.machine';
import type { EngagementTimeslotState } from './engagement-timeslot.machine';

/**
 * Spec §5 'A validation request can be sent to the employee's manager,
 * reminded': the employee's « Relancer mon manager » makes sense once the
 * manager had time to answer. The manager is asked when the application is
 * sent and each reminder renews the link (the job reminds by itself a week
 * later): the employee may remind them two days after the last request, not
 * the moment the application is sent, and not twice in a row.
 */
export const MANAGER_REMINDER_DELAY_DAYS = 2;
const DAY_MS = 86_400_000;

export interface ManagerReminderFacts {
  state: EngagementState;
  timeType: 'work' | 'personal';
  /** A date awaits the manager when it is to validate and its manager was asked (company admins decide on the others). */
  dates: ReadonlyArray<{ state: EngagementTimeslotState; managerEmail: string | null }>;
  /** When the manager was last asked (the application or the last reminder); null when never. */
  managerRequestedAt: Date | string | null;
}

/** When the employee may next remind their manager, or null when a reminder has no object (nothing awaits the manager). */
export function managerReminderFrom(facts: ManagerReminderFacts): Date | null {
  const live = facts.state === 'created' || facts.state === 'validated';
  if (!live || facts.timeType !== 'work' || !facts.dates.some((date) => date.state === 'toValidate' && date.managerEmail !== null)) return null;
  if (facts.managerRequestedAt === null) return new Date(0);
  return new Date(new Date(facts.managerRequestedAt).getTime() + MANAGER_REMINDER_DELAY_DAYS * DAY_MS);
}

/** Whether « Relancer mon manager » is offered (and accepted) now. */
export function canRemindManager(facts: ManagerReminderFacts, now: Date): boolean {
  const from = managerReminderFrom(facts);
  return from !== null && from.getTime() <= now.getTime();
}
