import type { Thematic } from './taxonomy';
import { dateTimeFormat } from '../i18n/formatters';

/** How many date chips a card shows before '+N'. */
export const CARD_DATE_CHIPS = 2;

/**
 * The date chips of a card: the first open dates, then how many more are open
 * ('1 déc.', '3 déc.', '+2'). `openCount` counts every open timeslot.
 */
export function dateChips(upcoming: readonly string[], openCount: number, max = CARD_DATE_CHIPS): { dates: string[]; more: number } {
  const dates = upcoming.slice(0, max);
  return { dates, more: Math.max(0, openCount - dates.length) };
}

/** How many open dates a card carries (the search's `upcoming` column, server/modules/missions/search.sql.ts). */
export const CARD_UPCOMING_DATES = 3;

/**
 * A card's open dates from its mission's timeslots, as the search reads them: the starts of the timeslots whose
 * sign-ups are open and that have not started, soonest first, three at most, and how many there are in all. The
 * offline replica's cards use it, so they show the same chips as the server's.
 */
export function openDates(slots: readonly { startsAt: string; signupsOpen: boolean }[], now: Date): { upcomingDates: string[]; openTimeslots: number } {
  const open = slots
    .filter((slot) => slot.signupsOpen && Date.parse(slot.startsAt) > now.getTime())
    .map((slot) => slot.startsAt)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return { upcomingDates: open.slice(0, CARD_UPCOMING_DATES), openTimeslots: open.length };
}

/** A short French-style day ('1 déc.') of an instant, in Paris time, in the reader's language. */
export function chipDate(iso: string, language: string): string {
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
}

/** A distance as a card says it: one decimal under 10 km ('à 2,4 km'), whole kilometres above ('à 37 km'). */
export function roundedDistanceKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}

/**
 * The default picture of a mission without images: its first thematic's
 * illustration (public/illustrations/thematics, precached), or the
 * solidarity one when it has no thematic.
 */
export function thematicIllustration(thematics: readonly Thematic[]): string {
  const thematic = thematics[0] ?? 'THEMATIC_POVERTY_EXCLUSION';
  return `/illustrations/thematics/${thematic.replace('THEMATIC_', '').toLowerCase().replaceAll('_', '-')}.svg`;
}

/** The picture at the top of a mission's page: its first image (its cover), or its thematic's illustration. */
export function heroPicture(mission: { images: readonly string[]; thematics: readonly Thematic[] }): string {
  return mission.images[0] ?? thematicIllustration(mission.thematics);
}

/** The great-circle distance between two points, in km (the search's own measure, for a card read without a place filter). */
export function distanceKmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
