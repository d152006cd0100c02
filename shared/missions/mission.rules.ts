import { differenceInCalendarDays } from 'date-fns';
import { type RuleResult, allowed, firstRefusal, refused } from '../errors';
import type { FieldErrors } from '../errors';
import { type ValidationKey, validationMessage } from '../validation/messages';

/** The mission picture's recommended size (spec: about 1200x800). */
export const MISSION_IMAGE_RECOMMENDED = { width: 1200, height: 800 } as const;
import type { MissionInput } from './mission.schema';

/** What each field a publication needs says when it is empty: what to do, not « Ce champ est obligatoire ». */
const MISSING_FIELD_MESSAGES: Record<string, ValidationKey> = {
  title: 'mission_title_required',
  description: 'mission_description_required',
  location: 'mission_location_required',
  thematics: 'mission_thematics_required',
  supervisorId: 'mission_supervisor_required',
  requiredAvailability: 'mission_availability_required',
  timeslots: 'mission_timeslots_required',
};

/** The field messages of a refused publication (`MISSION_INCOMPLETE`), one per missing field. */
export function missingFieldErrors(missing: readonly string[]): FieldErrors {
  return Object.fromEntries(missing.map((field) => [field, [validationMessage(MISSING_FIELD_MESSAGES[field] ?? 'required')]]));
}

/** The fields a mission needs before it can be published (spec §5 'A publish attempt with unfilled required fields is refused'). */
export function missingRequiredFields(
  mission: Pick<MissionInput, 'title' | 'description' | 'availabilityType' | 'requiredAvailability' | 'isRemote' | 'location' | 'thematics' | 'supervisorId'>,
  facts: { futureTimeslots: number },
): string[] {
  const missing: string[] = [];
  if (!mission.title?.trim()) missing.push('title');
  if (!mission.description?.trim()) missing.push('description');
  if (!mission.isRemote && !mission.location) missing.push('location');
  if (mission.thematics.length === 0) missing.push('thematics');
  if (!mission.supervisorId) missing.push('supervisorId');
  if (mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' && !mission.requiredAvailability?.trim()) missing.push('requiredAvailability');
  if (mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' && facts.futureTimeslots === 0) missing.push('timeslots');
  return missing;
}

export interface MissionLockFacts {
  /** Timeslots (dates) the mission has. */
  timeslots: number;
  /** Applications ever received, canceled ones included. */
  applications: number;
  /** Volunteers currently registered (live applications). */
  registeredVolunteers: number;
}

type LockedFields = Pick<MissionInput, 'timeType' | 'availabilityType' | 'isTaxExempt' | 'deductsCredit'>;

/**
 * Spec §3/§4 locks: the time type once dates exist, the date mode while
 * timeslots exist, the tax-exempt flag after a first application, the credit
 * deduction once volunteers are registered.
 */
export function checkMissionLocks(current: LockedFields, next: Partial<LockedFields>, facts: MissionLockFacts): RuleResult {
  const changes = (field: keyof LockedFields) => next[field] !== undefined && next[field] !== current[field];
  return firstRefusal(
    changes('timeType') && facts.timeslots > 0 ? refused('TIME_TYPE_LOCKED') : allowed,
    changes('availabilityType') && facts.timeslots > 0 ? refused('DATE_MODE_LOCKED') : allowed,
    changes('isTaxExempt') && facts.applications > 0 ? refused('TAX_EXEMPT_LOCKED') : allowed,
    changes('deductsCredit') && facts.registeredVolunteers > 0 ? refused('CREDIT_DEDUCTION_LOCKED') : allowed,
  );
}

/** Spec §5: a mission cannot be deleted if registrations exist. */
export function canDeleteMission(registrations: number): RuleResult {
  return registrations > 0 ? refused('MISSION_HAS_REGISTRATIONS') : allowed;
}

/** Spec §5/§9: one date range only, only by administrators, only for missions longer than 10 days. */
export const DATE_RANGE_MIN_MISSION_DAYS = 10;

export function canAddDateRange(input: { isPlatformAdmin: boolean; existingRanges: number; startsOn: Date; endsOn: Date }): RuleResult {
  if (!input.isPlatformAdmin) return refused('DATE_RANGE_NOT_ALLOWED');
  if (input.existingRanges > 0) return refused('DATE_RANGE_ALREADY_EXISTS');
  if (differenceInCalendarDays(input.endsOn, input.startsOn) + 1 <= DATE_RANGE_MIN_MISSION_DAYS) return refused('DATE_RANGE_MISSION_TOO_SHORT');
  return allowed;
}

/** A mission is pinned while its flag is set and its optional end date has not passed. */
export function isPinned(mission: { isPinned: boolean; pinnedUntil: string | null }, now: Date): boolean {
  return mission.isPinned && (!mission.pinnedUntil || new Date(mission.pinnedUntil) > now);
}
