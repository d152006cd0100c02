import { describe, expect, it } from 'vitest';
import { auditResourceOf, isAuditedRequest } from './admin-audit';

const ENGAGEMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('isAuditedRequest', () => {
  it.each([
    ['POST', '/api/v1/admin/companies', true],
    ['PUT', '/api/v1/companies/acme/settings/identity', true],
    ['PATCH', '/api/v1/me/profile', true],
    ['DELETE', '/api/v1/companies/acme/published-missions/3', true],
    ['POST', '/impersonate/take/x', true],
    ['GET', '/api/v1/admin/users', false],
    ['HEAD', '/api/v1/admin/users', false],
    ['OPTIONS', '/api/v1/admin/users', false],
    ['POST', '/api/v1/analytics/events', false],
    ['POST', '/api/v1/analytics/events/', false],
    ['POST', '/api/v1/client-errors', false],
  ])('%s %s -> %s', (method, path, expected) => {
    expect(isAuditedRequest(method, path)).toBe(expected);
  });
});

describe('auditResourceOf', () => {
  it.each([
    [`/api/v1/companies/acme/engagements/${ENGAGEMENT}/cancel`, { type: 'engagement', id: ENGAGEMENT }],
    [`/api/v1/associations/amis-du-quartier/engagements/${ENGAGEMENT.toUpperCase()}/confirm`, { type: 'engagement', id: ENGAGEMENT }],
    [`/api/v1/companies/acme/published-mission-engagements/${ENGAGEMENT}/messages`, { type: 'engagement', id: ENGAGEMENT }],
    [`/api/v1/engagements/${ENGAGEMENT}/dates`, { type: 'engagement', id: ENGAGEMENT }],
    ['/api/v1/companies/acme/engagement-timeslots/42/review/validate', { type: 'engagement_date', id: '42' }],
    [`/impersonate/take/${USER}`, { type: 'user', id: USER }],
    [`/api/v1/admin/users/${USER}`, { type: 'user', id: USER }],
    [`/api/v1/companies/acme/members/${USER}/disable`, { type: 'user', id: USER }],
    [`/api/v1/companies/acme/challenges/7/participants/${USER}/attendance`, { type: 'user', id: USER }],
    ['/api/v1/companies/acme/published-missions/12/publish', { type: 'mission', id: '12' }],
    ['/api/v1/associations/amis-du-quartier/missions/5', { type: 'mission', id: '5' }],
    ['/api/v1/companies/acme/settings/identity', { type: 'company', id: 'acme' }],
    ['/api/v1/admin/companies/acme', { type: 'company', id: 'acme' }],
    ['/api/v1/admin/associations/planete-verte', { type: 'association', id: 'planete-verte' }],
    ['/api/v1/companies/acme/partner-associations/planete-verte', { type: 'association', id: 'planete-verte' }],
    ['/api/v1/companies/acme/quests/3/levels/9', { type: 'level', id: '9' }],
    ['/api/v1/companies/acme/my-challenges/4/participation', { type: 'challenge', id: '4' }],
    ['/api/v1/holdings/groupe-demo/dashboard', { type: 'holding', id: 'groupe-demo' }],
    // A segment that is not an id of its collection leaves the previous item.
    ['/api/v1/companies/acme/members/bulk', { type: 'company', id: 'acme' }],
    ['/api/v1/companies/acme/engagements/pas-un-id/cancel', { type: 'company', id: 'acme' }],
    ['/api/v1/companies/acme/published-missions/0', { type: 'company', id: 'acme' }],
    ['/api/v1/companies/Acme%20Corp/settings', null],
    ['/api/v1/companies/%E0%A4%A/settings', null],
    ['/api/v1/admin/companies', null],
    ['/api/v1/me/profile', null],
    ['/impersonate/leave', null],
    ['/api/v1/sync/push', null],
  ])('%s', (path, expected) => {
    expect(auditResourceOf(path)).toEqual(expected);
  });
});
