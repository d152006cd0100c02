import { dateTimeFormat } from '../i18n/formatters';

/** Timeslots are typed in French local time, whatever the browser's time zone. */
export const PRODUCT_TIME_ZONE = 'Europe/Paris';

/**
 * The Paris wall clock, the formatter every instant shown is read with (`shared/time/paris.ts`). Built at first use
 * and kept (shared/i18n/formatters.ts); the first build loads the time zone's data, the costly part of a page's
 * first date (about 30 ms on a mid-range phone), so the client builds it while a page's code is on its way
 * (client/main.tsx). Apart from paris.ts so that the shell gets it without the time zone library.
 */
export const wallClockFormat = () =>
  dateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
