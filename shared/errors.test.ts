import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, ERROR_HTTP_STATUS, isErrorEnvelope } from './errors';

describe('errors', () => {
  it('gives every code an HTTP status', () => {
    for (const code of ERROR_CODES) expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('carries a code, fields and details', () => {
    const error = new AppError('VALIDATION_FAILED', 'bad', { fields: { title: ['Obligatoire'] }, details: { max: 3 } });
    expect(error).toMatchObject({ name: 'AppError', code: 'VALIDATION_FAILED', message: 'bad', status: 400, fields: { title: ['Obligatoire'] }, details: { max: 3 } });
    expect(new AppError('TIMESLOT_FULL').message).toBe('TIMESLOT_FULL');
    expect(new AppError('FORBIDDEN_NOT_REFERENT').status).toBe(403);
  });

  it('recognises the error envelope', () => {
    expect(isErrorEnvelope({ error: { code: 'NOT_FOUND', message: 'x' } })).toBe(true);
    expect(isErrorEnvelope({ error: { message: 'x' } })).toBe(false);
    expect(isErrorEnvelope({ error: null })).toBe(false);
    expect(isErrorEnvelope({ message: 'x' })).toBe(false);
    expect(isErrorEnvelope(null)).toBe(false);
    expect(isErrorEnvelope('error')).toBe(false);
  });
});
