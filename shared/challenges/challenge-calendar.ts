import type { Challenge } from './challenge.schema';
import { challengeWindow } from './challenge.rules';

/** What a calendar entry of an event says: its name, times (Paris wall clock), description and landing page. */
export type CalendarEvent = Pick<Challenge, 'name' | 'description' | 'date' | 'startTime' | 'endTime' | 'landingPageUrl'>;

/** An instant as calendars write it in UTC: `20260330T080000Z`. */
export function calendarStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The text under an event in a calendar: its description, then its landing page. */
export function calendarDetails(event: CalendarEvent): string {
  return [event.description?.trim(), event.landingPageUrl].filter(Boolean).join('\n\n');
}

/**
 * Google Calendar's « add an event » template (`action=TEMPLATE`): the times go as UTC instants, computed from the
 * Paris date and times (daylight saving included), so the entry lands at the right hour whatever the reader's zone.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = challengeWindow(event);
  const query = new URLSearchParams({ action: 'TEMPLATE', text: event.name, dates: `${calendarStamp(start)}/${calendarStamp(end)}`, ctz: 'Europe/Paris' });
  const details = calendarDetails(event);
  if (details) query.set('details', details);
  if (event.landingPageUrl) query.set('location', event.landingPageUrl);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
