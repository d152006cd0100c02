/** Spec §3 'Other': the 16 skills, 15 thematics and 17 sustainable development goals. Labels: `missions:skills.<code>` etc. */
export const SKILLS = [
  'SKILL_ACCOUNTING_FINANCE',
  'SKILL_ADMINISTRATION',
  'SKILL_COMMUNICATION_MARKETING',
  'SKILL_CONSULTING_STRATEGY',
  'SKILL_DESIGN_CREATION',
  'SKILL_DIGITAL_IT',
  'SKILL_EDUCATION_TRAINING',
  'SKILL_ENGINEERING',
  'SKILL_EVENTS',
  'SKILL_HUMAN_RESOURCES',
  'SKILL_LANGUAGES_TRANSLATION',
  'SKILL_LEGAL',
  'SKILL_MANAGEMENT',
  'SKILL_MANUAL_WORK',
  'SKILL_PROJECT_MANAGEMENT',
  'SKILL_SALES_FUNDRAISING',
] as const;
export type Skill = (typeof SKILLS)[number];

export const THEMATICS = [
  'THEMATIC_ANIMAL_WELFARE',
  'THEMATIC_CHILDHOOD_YOUTH',
  'THEMATIC_CULTURE',
  'THEMATIC_DISABILITY',
  'THEMATIC_EDUCATION',
  'THEMATIC_EMERGENCY_HUMANITARIAN',
  'THEMATIC_EMPLOYMENT_INTEGRATION',
  'THEMATIC_ENVIRONMENT',
  'THEMATIC_FOOD',
  'THEMATIC_GENDER_EQUALITY',
  'THEMATIC_HEALTH',
  'THEMATIC_POVERTY_EXCLUSION',
  'THEMATIC_REFUGEES_MIGRANTS',
  'THEMATIC_SENIORS',
  'THEMATIC_SPORT',
] as const;
export type Thematic = (typeof THEMATICS)[number];

/** The 17 UN sustainable development goals, by number. */
export const SDGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type Sdg = (typeof SDGS)[number];

export const MISSION_TYPES = ['MISSION_TYPE_HELP', 'MISSION_TYPE_SKILL', 'MISSION_TYPE_MENTOR'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

export const PUBLISHER_TYPES = ['PUBLISHER_TYPE_ADMIN', 'PUBLISHER_TYPE_ASSOCIATION', 'PUBLISHER_TYPE_COMPANY'] as const;
export type PublisherType = (typeof PUBLISHER_TYPES)[number];

export const AVAILABILITY_TYPES = ['MISSION_AVAILABILITY_TYPE_TEXT', 'MISSION_AVAILABILITY_TYPE_TIMESLOTS'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

/** Whether volunteering happens on work time, on personal time, or either (the employee chooses). */
export const TIME_TYPES = ['work', 'personal', 'both'] as const;
export type TimeType = (typeof TIME_TYPES)[number];

/** Who a mission's booking is restricted to (spec §3 'booking restriction to companies, entity or intermission'). */
export const BOOKING_RESTRICTIONS = ['none', 'companies', 'entities', 'intermission'] as const;
export type BookingRestriction = (typeof BOOKING_RESTRICTIONS)[number];

/** Mission search durations (quick filter). Spec §9: short missions under 3 days work best. */
export const MISSION_DURATIONS = ['half_day', 'day', 'few_days', 'long'] as const;
export type MissionDuration = (typeof MISSION_DURATIONS)[number];
export const SHORT_MISSION_MAX_DAYS = 3;

/** Who may attend (selection filter 'attendabilities'). */
export const ATTENDABILITIES = ['individual', 'group', 'family'] as const;
export type Attendability = (typeof ATTENDABILITIES)[number];

/** Spec §3/§9: at most 3 thematics per mission, quest, team building and selection. */
export const MAX_THEMATICS = 3;
