import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination);
}
