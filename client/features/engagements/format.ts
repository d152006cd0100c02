import type { TFunction } from 'i18next';
import { formatDate } from '../../../shared/i18n/languages';
import { durationWording } from '../../../shared/time/duration-wording';
import { instantToParis } from '../../../shared/time/paris';
import { HOURS_PER_WORKING_DAY, daysText } from '../../../shared/time/working-time';

/** Spec §1: DD/MM/YYYY, with the Paris times of a slot; a slot over several days shows both dates. */
export function formatSlotRange(startsAt: string, endsAt: string): string {
  const start = instantToParis(startsAt);
  const end = instantToParis(endsAt);
  if (start.date === end.date) return `${formatDate(startsAt, 'Europe/Paris')} ${start.time}–${end.time}`;
  return `${formatDate(startsAt, 'Europe/Paris')} ${start.time} – ${formatDate(endsAt, 'Europe/Paris')} ${end.time}`;
}

/** Spec §9: durations in days of 7 hours, rounded to sevenths (the shared rule, also the dashboards'). */
export const daysValue = daysText;

/** `credits:duration.days` takes the count (for plurals) and the written value. */
export const daysParams = (hours: number) => ({ count: Math.abs(hours) / HOURS_PER_WORKING_DAY, value: daysValue(hours) });

/**
 * What slots use, read as a person counts it (issue 12): « une demi-journée
 * (4 h) », « 1 jour et demi (11 h) », or « 5 h » for a duration that is not
 * days and half days (the rule is `durationWording`). Balances keep sevenths.
 */
export function durationText(t: TFunction, hours: number): string {
  const wording = durationWording(hours);
  if (wording.kind === 'hours') return t('credits:duration.hours', { value: wording.hours });
  const { days, halfDays } = wording;
  const text =
    days === 0
      ? halfDays === 1
        ? t('credits:duration.half_day')
        : t('credits:duration.half_days', { count: halfDays })
      : halfDays === 0
        ? t('credits:duration.whole_days', { count: days })
        : halfDays === 1
          ? t('credits:duration.days_and_half', { count: days })
          : t('credits:duration.days_and_half_days', { days: t('credits:duration.whole_days', { count: days }), halfDays: t('credits:duration.half_days', { count: halfDays }) });
  return t('credits:duration.with_hours', { wording: text, hours: wording.hours });
}
