import ical, { ICalCalendarMethod } from 'ical-generator';
import { calendarDetails, googleCalendarUrl } from '../../../shared/challenges/challenge-calendar';
import { challengeWindow } from '../../../shared/challenges/challenge.rules';
import type { ExportFile } from '../../http/download';
import type { Sql } from '../../db/connect';
import { getEmployeeChallenge } from './challenges.service';

/**
 * « Ajouter à mon agenda » (spec §2 calendar exports) for an event the employee sees: Google Calendar's template
 * link, or an iCalendar file (Outlook and the others). The times are UTC instants computed from the event's Paris
 * date and times, daylight saving included, so every calendar shows them at the right hour in its own zone.
 */
export const AGENDA_KINDS = ['google-agenda', 'icalendar', 'microsoft-outlook'] as const;
export type AgendaKind = (typeof AGENDA_KINDS)[number];

export async function googleAgendaLink(sql: Sql, companyId: number, userId: string, challengeId: number, now = new Date()): Promise<string> {
  return googleCalendarUrl(await getEmployeeChallenge(sql, companyId, userId, challengeId, now));
}

/** The event as an .ics file, written by ical-generator (escaping, line folding, UTC stamps). */
export async function challengeIcs(
  deps: { sql: Sql; baseUrl: string },
  companyId: number,
  userId: string,
  challengeId: number,
  now = new Date(),
): Promise<ExportFile> {
  const challenge = await getEmployeeChallenge(deps.sql, companyId, userId, challengeId, now);
  const { start, end } = challengeWindow(challenge);
  const calendar = ical({ prodId: { company: 'Solidaire', product: 'evenements', language: 'FR' }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `challenge-${challenge.id}@${new URL(deps.baseUrl).hostname}`,
    stamp: now,
    start,
    end,
    summary: challenge.name,
    description: calendarDetails(challenge) || null,
    url: challenge.landingPageUrl,
    location: challenge.landingPageUrl,
  });
  return {
    fileName: `evenement-${challenge.id}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: new TextEncoder().encode(calendar.toString()),
  };
}
