import { describe, expect, it } from 'vitest';
import { calendarDetails, calendarStamp, googleCalendarUrl } from './challenge-calendar';

const webinar = {
  name: 'Webinaire « Climat & entreprise »',
  description: 'Une heure pour comprendre.',
  date: '2026-03-30',
  startTime: '10:00',
  endTime: '11:00',
  landingPageUrl: 'https://events.example/climat?ref=acme',
};

describe('calendar entries of an event', () => {
  it('writes UTC instants', () => {
    expect(calendarStamp(new Date('2026-03-30T08:00:00.000Z'))).toBe('20260330T080000Z');
  });

  it.each([
    // Summer time (UTC+2) from 29 March 2026, winter time (UTC+1) from 25 October 2026.
    ['2026-03-30', '10:00', '11:00', '20260330T080000Z/20260330T090000Z'],
    ['2026-03-27', '10:00', '11:00', '20260327T090000Z/20260327T100000Z'],
    ['2026-12-03', '10:00', '11:30', '20261203T090000Z/20261203T103000Z'],
  ])('sends Google Calendar the Paris times of %s %s-%s as UTC', (date, startTime, endTime, dates) => {
    const url = new URL(googleCalendarUrl({ ...webinar, date, startTime, endTime }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe(dates);
  });

  it('carries the name, the description and the landing page, encoded', () => {
    const url = new URL(googleCalendarUrl(webinar));
    expect(url.searchParams.get('text')).toBe('Webinaire « Climat & entreprise »');
    expect(url.searchParams.get('details')).toBe('Une heure pour comprendre.\n\nhttps://events.example/climat?ref=acme');
    expect(url.searchParams.get('location')).toBe('https://events.example/climat?ref=acme');
  });

  it('leaves out what the event does not have', () => {
    const url = new URL(googleCalendarUrl({ ...webinar, description: null, landingPageUrl: null }));
    expect(url.searchParams.has('details')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
    expect(calendarDetails({ ...webinar, description: '  ', landingPageUrl: null })).toBe('');
  });
});
