import { describe, expect, it } from 'vitest';
import { MANAGER_REMINDER_DELAY_DAYS, type ManagerReminderFacts, canRemindManager, managerReminderFrom } from './manager-reminder';

const NOW = new Date('2026-06-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const MANAGER = 'manager@acme.example';
const waiting: ManagerReminderFacts = { state: 'created', timeType: 'work', dates: [{ state: 'toValidate', managerEmail: MANAGER }], managerRequestedAt: daysAgo(3) };

describe('canRemindManager', () => {
  it.each<[string, Partial<ManagerReminderFacts>, boolean]>([
    ['dates await the manager, asked 3 days ago', {}, true],
    ['asked exactly the delay ago', { managerRequestedAt: daysAgo(MANAGER_REMINDER_DELAY_DAYS) }, true],
    ['the application was just sent', { managerRequestedAt: NOW.toISOString() }, false],
    ['asked (or reminded) yesterday', { managerRequestedAt: daysAgo(1) }, false],
    ['never asked (no link yet)', { managerRequestedAt: null }, true],
    ['confirmed by the association, still awaiting the manager', { state: 'validated' }, true],
    ['no date awaits the manager', { dates: [{ state: 'validated', managerEmail: MANAGER }, { state: 'rejected', managerEmail: MANAGER }] }, false],
    ['one date of several awaits', { dates: [{ state: 'validated', managerEmail: MANAGER }, { state: 'toValidate', managerEmail: MANAGER }] }, true],
    ['the company admins decide: no manager was asked about the dates', { dates: [{ state: 'toValidate', managerEmail: null }] }, false],
    ['personal time: no manager', { timeType: 'personal' }, false],
    ['canceled', { state: 'canceled' }, false],
    ['finished', { state: 'finished' }, false],
  ])('%s: %s', (_, change, expected) => {
    expect(canRemindManager({ ...waiting, ...change }, NOW)).toBe(expected);
  });

  it('says from when a reminder is possible', () => {
    expect(managerReminderFrom({ ...waiting, managerRequestedAt: '2026-06-10T08:00:00.000Z' })).toEqual(new Date('2026-06-12T08:00:00.000Z'));
    expect(managerReminderFrom({ ...waiting, timeType: 'personal' })).toBeNull();
  });
});
