import { describe, expect, it, vi } from 'vitest';
import type { SpaceContext } from './contexts';
import { ROUTES, RouteBuildError, SPEC_LINK_NAMES, buildExternalUrl, buildPath, routeParamNames, safeRedirectPath, tryBuildPath } from './routes';

const employee: SpaceContext = { type: 'employee', companySlug: 'acme' };
const company: SpaceContext = { type: 'company', companySlug: 'acme' };
const association: SpaceContext = { type: 'association', associationSlug: 'amis' };
const admin: SpaceContext = { type: 'admin' };
const visitor: SpaceContext = { type: 'public' };

describe('spec link-builder names, one by one', () => {
  const cases: Array<[string, SpaceContext, Record<string, string | number>, string]> = [
    ['associations.show', employee, { associationSlug: 'planete' }, '/collaborateur/acme/associations/planete'],
    ['associations.show', company, { associationSlug: 'planete' }, '/entreprise/acme/associations/planete'],
    ['associations.show', admin, { associationSlug: 'planete' }, '/admin/associations/planete'],
    ['associations.show', visitor, { associationSlug: 'planete' }, '/associations/planete'],
    ['catalogHighlights.show', company, { catalogHighlightId: 4 }, '/entreprise/acme/temps-forts/catalogue/4'],
    ['catalogHighlights.show', admin, { catalogHighlightId: 4 }, '/admin/temps-forts/catalogue/4'],
    ['companies.show', admin, { companySlug: 'globex' }, '/admin/entreprises/globex'],
    ['companies.show', visitor, { companySlug: 'globex' }, '/collaborateur/globex'],
    ['companies.show', company, {}, '/entreprise/acme'],
    ['messenger', association, { engagementId: 'e1' }, '/association/amis/messagerie/e1'],
    ['messenger', company, { engagementId: 'e1' }, '/entreprise/acme/suivi-missions/e1?bar_tab=messenger'],
    ['users.engagement', company, { engagementId: 'e1', userId: 'u1' }, '/entreprise/acme/volontaires/u1?panel-engagement=e1'],
    ['users.engagement', admin, { engagementId: 'e1', userId: 'u1' }, '/admin/utilisateurs/u1?panel-engagement=e1'],
    ['engagement.show', employee, { engagementId: 'e1' }, '/collaborateur/acme/mes-experiences/e1'],
    ['engagement.show', association, { engagementId: 'e1' }, '/association/amis/suivi-missions/e1'],
    ['engagement.show', company, { engagementId: 'e1' }, '/entreprise/acme/suivi-missions/e1'],
    ['engagement.show', admin, { engagementId: 'e1' }, '/admin/engagements/e1'],
    ['challenges.update', company, { challengeId: 3, questId: 9 }, '/entreprise/acme/evenements/3/editer'],
    ['challenges.update', company, { challengeId: 3 }, '/entreprise/acme/evenements/3/editer'],
    ['challenges.index', company, {}, '/entreprise/acme/evenements'],
    ['challenges.create', company, {}, '/entreprise/acme/evenements/creer'],
    ['challenges.agenda.google', employee, { challengeId: 3 }, '/collaborateur/acme/challenge/3/agenda/google-agenda'],
    ['challenges.agenda.icalendar', employee, { challengeId: 3 }, '/collaborateur/acme/challenge/3/agenda/icalendar'],
    ['challenges.agenda.outlook', employee, { challengeId: 3 }, '/collaborateur/acme/challenge/3/agenda/microsoft-outlook'],
    ['challenges.participate', visitor, { challengeId: 3 }, '/challenge/3/participate'],
    ['levels.update', company, { levelId: 5, questId: 9 }, '/entreprise/acme/defis/9/editer?panel-level=5'],
    ['missions.update', association, { missionId: 12 }, '/association/amis/missions/12/editer'],
    ['missions.update', company, { missionId: 12 }, '/entreprise/acme/missions/12/editer'],
    ['missions.show', employee, { missionId: 12, missionSlug: 'jardin' }, '/collaborateur/acme/missions/12-jardin'],
    ['missions.show', visitor, { missionId: 12, missionSlug: 'jardin' }, '/missions/12-jardin'],
    ['missions.show', association, { missionId: 12 }, '/association/amis/missions/12'],
    ['missions.show', company, { missionId: 12 }, '/entreprise/acme/missions/12'],
    ['programs.show', employee, { programId: 2, programSlug: 'climat' }, '/collaborateur/acme/selections/2-climat'],
    ['programs.show', company, { programId: 2 }, '/entreprise/acme/programmes/2'],
    ['project', company, { projectCallId: 1, projectId: 8 }, '/entreprise/acme/appels-a-projets/1/projets/8'],
    ['projectCalls.show', employee, { projectCallId: 1 }, '/collaborateur/acme/appels-a-projets/preview/1'],
    ['projectCalls.show', company, { projectCallId: 1 }, '/entreprise/acme/appels-a-projets/1'],
    ['quests.show', employee, { questId: 7, questSlug: 'eau' }, '/collaborateur/acme/defis/7-eau'],
    ['quests.show', company, { questId: 7 }, '/entreprise/acme/defis/7'],
    ['quests.show', visitor, { questId: 7, questSlug: 'eau' }, '/defis/7-eau'],
    ['highlights.show', employee, { highlightId: 4, highlightSlug: 'semaine-solidaire' }, '/collaborateur/acme/temps-forts/4-semaine-solidaire'],
    ['highlights.show', company, { highlightId: 4 }, '/entreprise/acme/temps-forts/4'],
    ['highlights.list', company, {}, '/entreprise/acme/temps-forts'],
    ['highlights.list', admin, {}, '/admin/temps-forts'],
    ['highlights.create', admin, {}, '/admin/temps-forts/catalogue/creer'],
    ['team-building.show', company, { teamBuilding: 6 }, '/entreprise/acme/team-building/6'],
    ['users.show', company, { userId: 'u1' }, '/entreprise/acme/volontaires/u1'],
    ['users.show', association, { userId: 'u1' }, '/association/amis/membres/u1'],
    ['users.show', admin, { userId: 'u1' }, '/admin/utilisateurs/u1'],
    ['admin.associations.show', admin, { associationSlug: 'amis' }, '/admin/associations/amis'],
    ['admin.companies.show', admin, { companySlug: 'acme' }, '/admin/entreprises/acme'],
    ['admin.users.show', admin, { userId: 'u1' }, '/admin/utilisateurs/u1'],
  ];

  it.each(cases)('%s in %o', (name, context, params, expected) => {
    expect(buildPath(name, context, params)).toBe(expected);
  });

  it('covers every spec name at least once', () => {
    const covered = new Set(cases.map(([name]) => name));
    expect(SPEC_LINK_NAMES.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('every spec name exists in the route map', () => {
    for (const name of SPEC_LINK_NAMES) expect(ROUTES).toHaveProperty([name]);
  });
});

describe('buildPath', () => {
  it('adds the accepted query parameters (bar_tab, timeslot)', () => {
    expect(buildPath('missions.show', company, { missionId: 12 }, { bar_tab: 'volunteers', timeslot: 3 })).toBe(
      '/entreprise/acme/missions/12?bar_tab=volunteers&timeslot=3',
    );
    expect(buildPath('missions.show', company, { missionId: 12 }, { bar_tab: undefined })).toBe('/entreprise/acme/missions/12');
  });

  it('merges query parameters with those of the template', () => {
    expect(buildPath('messenger', company, { engagementId: 'e' }, { messenger_modal: 'e' })).toBe(
      '/entreprise/acme/suivi-missions/e?bar_tab=messenger&messenger_modal=e',
    );
  });

  it('encodes parameter values', () => {
    expect(buildPath('associations.show', admin, { associationSlug: 'a b/c' })).toBe('/admin/associations/a%20b%2Fc');
  });

  it('throws on an unknown name, a missing parameter or a context without that route', () => {
    expect(() => buildPath('nope.show', admin)).toThrow(RouteBuildError);
    expect(() => buildPath('missions.show', employee, { missionId: 1 })).toThrow(/missionSlug/);
    expect(() => buildPath('missions.show', employee, { missionId: 1, missionSlug: '' })).toThrow(/missionSlug/);
    expect(() => buildPath('team-building.show', employee, { teamBuilding: 1 })).toThrow(/employee context/);
  });

  it('lists the parameters of a route', () => {
    expect(routeParamNames('users.engagement', 'company')).toEqual(['companySlug', 'userId', 'engagementId']);
  });
});

describe('external routes', () => {
  it('builds absolute URLs', () => {
    expect(buildExternalUrl('https://app.example', 'companies.show', admin, { companySlug: 'acme' })).toBe(
      'https://app.example/admin/entreprises/acme',
    );
  });
  it('fail on an unknown name or missing parameters', () => {
    expect(() => buildExternalUrl('https://app.example', 'unknown', admin)).toThrow(RouteBuildError);
    expect(() => buildExternalUrl('https://app.example', 'users.show', admin)).toThrow(/userId/);
  });
});

describe('tryBuildPath', () => {
  it('reports an unknown name and returns null instead of throwing', () => {
    const report = vi.fn();
    expect(tryBuildPath('unknown', admin, {}, {}, report)).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.any(RouteBuildError));
  });
  it('logs to the console by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(tryBuildPath('unknown', admin)).toBeNull();
    expect(spy).toHaveBeenCalledWith('Unknown route name "unknown"');
    spy.mockRestore();
  });
  it('returns the path when it can be built', () => {
    expect(tryBuildPath('space.home', employee)).toBe('/collaborateur/acme/accueil');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/collaborateur/acme/accueil', '/collaborateur/acme/accueil'],
    ['https://evil.example', '/login'],
    ['//evil.example', '/login'],
    ['/\\evil.example', '/login'],
    ['', '/login'],
    [null, '/login'],
  ])('%s -> %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate, '/login')).toBe(expected);
  });
});
