import type { FieldErrors } from '../../../../shared/errors';
import type { MissionDetail, MissionFormInput, missionFormSchema } from '../../../../shared/missions/mission-management.schema';
import type { AvailabilityType, BookingRestriction, MissionType, Skill, Thematic, TimeType } from '../../../../shared/missions/taxonomy';
import { validateTimeslot } from '../../../../shared/timeslots/timeslot.rules';
import type { Location } from '../../../../shared/validation/inputs';
import { fieldErrorsFrom } from '../../../lib/form';
import { parisDayEndingAt, parisTime } from './format';

/** One row of the timeslots table, as typed (strings), with the places already taken. */
export interface TimeslotRow {
  key: string;
  id?: number;
  date: string;
  startTime: string;
  endTime: string;
  places: string;
  signupDeadline: string;
  taken: number;
}

/** The mission form's state: what the inputs hold, before it becomes a `MissionFormInput`. */
export interface MissionFormValues {
  title: string;
  description: string;
  missionType: MissionType;
  availabilityType: AvailabilityType;
  requiredAvailability: string;
  timeType: TimeType;
  isGroup: boolean;
  isRemote: boolean;
  location: Location | null;
  thematics: Thematic[];
  skills: Skill[];
  sdgs: number[];
  images: string[];
  videoUrl: string;
  supervisorId: string;
  expiresOn: string;
  registrationDeadlineDays: string;
  externalUrl: string;
  externalInstructions: string;
  practicalInfo: string;
  registrationMessage: string;
  autoReply: string;
  isTaxExempt: boolean;
  deductsCredit: boolean;
  bookingRestriction: BookingRestriction;
  restrictedCompanyIds: number[];
  targetedForEntityIds: number[];
  timeslots: TimeslotRow[];
  /** Spec §3: the pin and its last day (YYYY-MM-DD), or null where the viewer may not pin (`canPinMission`): left as it is. */
  pin: { isPinned: boolean; pinnedUntil: string } | null;
}

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

export function emptyTimeslotRow(): TimeslotRow {
  return { key: newRowKey(), date: '', startTime: '09:00', endTime: '12:00', places: '1', signupDeadline: '', taken: 0 };
}

export function initialMissionValues(detail?: MissionDetail, canPin = false): MissionFormValues {
  const mission = detail?.mission;
  return {
    title: mission?.title ?? '',
    description: mission?.description ?? '',
    missionType: mission?.missionType ?? 'MISSION_TYPE_HELP',
    availabilityType: mission?.availabilityType ?? 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    requiredAvailability: mission?.requiredAvailability ?? '',
    timeType: mission?.timeType ?? 'both',
    isGroup: mission?.isGroup ?? false,
    isRemote: mission?.isRemote ?? false,
    location: mission?.location ?? null,
    thematics: mission?.thematics ?? [],
    skills: mission?.skills ?? [],
    sdgs: mission?.sdgs ?? [],
    images: mission?.images ?? [],
    videoUrl: mission?.videoUrl ?? '',
    supervisorId: mission?.supervisorId ?? '',
    expiresOn: mission?.expiresOn?.slice(0, 10) ?? '',
    registrationDeadlineDays: mission?.registrationDeadlineDays === null || mission?.registrationDeadlineDays === undefined ? '' : String(mission.registrationDeadlineDays),
    externalUrl: mission?.externalUrl ?? '',
    externalInstructions: mission?.externalInstructions ?? '',
    practicalInfo: mission?.practicalInfo ?? '',
    registrationMessage: mission?.registrationMessage ?? '',
    autoReply: mission?.autoReply ?? '',
    isTaxExempt: mission?.isTaxExempt ?? false,
    deductsCredit: mission?.deductsCredit ?? true,
    bookingRestriction: mission?.bookingRestriction ?? 'none',
    restrictedCompanyIds: mission?.restrictedCompanyIds ?? [],
    targetedForEntityIds: mission?.targetedForEntityIds ?? [],
    timeslots: (detail?.timeslots ?? [])
      .filter((slot) => slot.kind === 'slot')
      .map((slot) => ({
        key: newRowKey(),
        id: slot.id,
        date: slot.date.slice(0, 10),
        startTime: parisTime(slot.startsAt),
        endTime: parisTime(slot.endsAt),
        places: String(slot.places),
        signupDeadline: slot.signupDeadline?.slice(0, 10) ?? '',
        taken: slot.taken,
      })),
    pin: canPin ? { isPinned: mission?.isPinned ?? false, pinnedUntil: mission?.pinnedUntil ? parisDayEndingAt(mission.pinnedUntil) : '' } : null,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body the schema checks (numbers typed as text become numbers; an empty number is NaN so zod names it). */
export function toMissionInput(values: MissionFormValues, associationId: number | null): unknown {
  const withSlots = values.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS';
  return {
    title: values.title,
    description: values.description,
    associationId,
    missionType: values.missionType,
    availabilityType: values.availabilityType,
    requiredAvailability: withSlots ? null : values.requiredAvailability,
    timeType: values.timeType,
    isGroup: values.isGroup,
    isRemote: values.isRemote,
    location: values.location,
    thematics: values.thematics,
    skills: values.skills,
    sdgs: values.sdgs,
    images: values.images,
    videoUrl: blankToNull(values.videoUrl),
    supervisorId: blankToNull(values.supervisorId),
    expiresOn: blankToNull(values.expiresOn),
    registrationDeadlineDays: values.registrationDeadlineDays.trim() === '' ? null : Number(values.registrationDeadlineDays),
    externalUrl: blankToNull(values.externalUrl),
    externalInstructions: values.externalInstructions,
    practicalInfo: values.practicalInfo,
    registrationMessage: values.registrationMessage,
    autoReply: values.autoReply,
    isTaxExempt: values.isTaxExempt,
    deductsCredit: values.deductsCredit,
    bookingRestriction: values.bookingRestriction,
    restrictedCompanyIds: values.bookingRestriction === 'companies' ? values.restrictedCompanyIds : [],
    targetedForEntityIds: values.bookingRestriction === 'entities' ? values.targetedForEntityIds : [],
    ...(values.pin ? { isPinned: values.pin.isPinned, pinnedUntil: values.pin.isPinned ? blankToNull(values.pin.pinnedUntil) : null } : {}),
    timeslots: withSlots
      ? values.timeslots.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          date: blankToNull(row.date),
          startTime: blankToNull(row.startTime),
          endTime: blankToNull(row.endTime),
          places: row.places.trim() === '' ? Number.NaN : Number(row.places),
          signupDeadline: blankToNull(row.signupDeadline),
        }))
      : [],
  };
}

/** Which input of a timeslot row a refusal of `validateTimeslot` points at. */
function timeslotField(row: TimeslotRow, code: string): keyof TimeslotRow {
  if (code === 'TIMESLOT_INCOMPLETE') return !row.date ? 'date' : !row.startTime ? 'startTime' : 'endTime';
  if (code === 'TIMESLOT_END_BEFORE_START') return 'endTime';
  return 'places';
}

/**
 * Checks the form the way the server will: the shared schema, then each
 * timeslot against the shared rule (with its registered volunteers), so a
 * refusal shows next to its input before anything is sent.
 */
export function checkMissionValues(
  values: MissionFormValues,
  associationId: number | null,
  timeslotMessage: (code: string) => string,
  schema: typeof missionFormSchema,
): { ok: true; data: MissionFormInput } | { ok: false; fields: FieldErrors } {
  const parsed = schema.safeParse(toMissionInput(values, associationId));
  const fields: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (values.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS') {
    values.timeslots.forEach((row, index) => {
      const places = Number(row.places);
      const verdict = validateTimeslot(
        { date: row.date || null, startTime: row.startTime || null, endTime: row.endTime || null, places: Number.isFinite(places) ? places : 0, signupDeadline: row.signupDeadline || null },
        row.taken,
      );
      if (verdict.ok) return;
      const key = `timeslots.${index}.${timeslotField(row, verdict.code)}`;
      if (!fields[key]) fields[key] = [timeslotMessage(verdict.code)];
    });
  }
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, fields };
}

/** Messages for one input: its own key, and for composite inputs (a place) the keys below it. */
export function messagesFor(fields: FieldErrors, name: string, nested = false): string[] {
  const own = fields[name] ?? [];
  if (!nested) return own;
  const below = Object.entries(fields)
    .filter(([key]) => key.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
  return [...own, ...below];
}

/** Hours between two HH:MM times, or null while the row is incomplete or inverted. */
export function slotDurationMinutes(startTime: string, endTime: string): number | null {
  const parse = (time: string) => {
    const match = /^(\d{2}):(\d{2})$/.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const start = parse(startTime);
  const end = parse(endTime);
  if (start === null || end === null || end <= start) return null;
  return end - start;
}

/**
 * The form in steps on a phone (issue 12): each step with the fields it holds,
 * in the order of the form. On a larger screen the steps are sections of one page.
 */
export const MISSION_FORM_STEPS = [
  { key: 'essentials', fields: ['title', 'description', 'missionType', 'associationId', 'thematics', 'skills', 'sdgs'] },
  {
    key: 'place_dates',
    fields: ['location', 'isRemote', 'isGroup', 'availabilityType', 'timeType', 'requiredAvailability', 'timeslots', 'expiresOn', 'registrationDeadlineDays'],
  },
  {
    key: 'profile',
    fields: [
      'supervisorId',
      'bookingRestriction',
      'restrictedCompanyIds',
      'targetedForEntityIds',
      'isTaxExempt',
      'deductsCredit',
      'isPinned',
      'pinnedUntil',
      'externalUrl',
      'externalInstructions',
      'practicalInfo',
      'registrationMessage',
      'autoReply',
    ],
  },
  { key: 'images', fields: ['images', 'videoUrl'] },
] as const;

/** Every field of the form, in its order (the error summary lists them so). */
export const MISSION_FORM_FIELDS: readonly string[] = MISSION_FORM_STEPS.flatMap((step) => step.fields);

/** The step holding a field (`timeslots.2.date` is in the step of `timeslots`); an unknown field is in the first. */
export function stepOfField(field: string): number {
  const root = field.split('.')[0]!;
  const index = MISSION_FORM_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(root));
  return index === -1 ? 0 : index;
}

/** The messages of one step (what « Suivant » checks before moving on). */
export function fieldsOfStep(fields: FieldErrors, step: number): FieldErrors {
  return Object.fromEntries(Object.entries(fields).filter(([field]) => stepOfField(field) === step));
}

/** The first step with a field in error, or null. */
export function firstStepInError(fields: FieldErrors): number | null {
  const steps = Object.keys(fields).map(stepOfField);
  return steps.length === 0 ? null : Math.min(...steps);
}
