import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import errors from '../../../../shared/locales/fr/errors.json' with { type: 'json' };
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import type { MissionDetail } from '../../../../shared/missions/mission-management.schema';
import { showFlash } from '../../../ui/notifications';
import { MissionDashboard } from './MissionDashboard';
import { MissionForm } from './MissionForm';
import type { Me } from '../../../../shared/users/me';
import { managesPublishedMissionApplications, usePublishedMissionQuickActions } from '../../../app/routes/company/published-mission-actions';

vi.mock('../../../ui/PlaceInput', () => ({ PlaceInput: (props: { label: string }) => <span>{props.label}</span> }));
vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));
vi.mock('../../../ui/ImagesInput', () => ({ ImagesInput: (props: { label: string }) => <span>{props.label}</span> }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(overrides: Partial<MissionDetail> = {}): MissionDetail {
  return {
    mission: {
      id: 7,
      slug: 'distribution',
      title: 'Distribution alimentaire du samedi',
      description: 'Accueillir et servir.',
      state: 'draft',
      publisher: { type: 'PUBLISHER_TYPE_ASSOCIATION', slug: 'amis' },
      publisherId: 1,
      associationId: 1,
      companyId: null,
      publishedAt: null,
      firstPublishedAt: null,
      updatedAt: '2026-11-01T10:00:00.000Z',
      supervisorId: null,
      targetedForEntityIds: [],
      missionType: 'MISSION_TYPE_HELP',
      availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
      requiredAvailability: null,
      timeType: 'both',
      isTaxExempt: false,
      deductsCredit: true,
      isPinned: false,
      pinnedUntil: null,
      isRemote: false,
      isGroup: false,
      location: null,
      thematics: ['THEMATIC_FOOD'],
      skills: [],
      sdgs: [2],
      images: [],
      videoUrl: null,
      expiresOn: null,
      registrationDeadlineDays: null,
      externalUrl: null,
      externalInstructions: null,
      practicalInfo: null,
      registrationMessage: null,
      autoReply: null,
      bookingRestriction: 'none',
      restrictedCompanyIds: [],
    },
    displayState: 'draft',
    timeslots: [
      {
        id: 3,
        missionId: 7,
        kind: 'slot',
        date: '2030-05-04',
        startsAt: '2030-05-04T07:00:00.000Z',
        endsAt: '2030-05-04T10:00:00.000Z',
        durationHours: 3,
        places: 6,
        taken: 2,
        signupDeadline: null,
      },
    ],
    facts: { timeslots: 1, applications: 2, registeredVolunteers: 2, waitingSubscribers: 0 },
    missingFields: ['location'],
    availableActions: ['publish', 'archive'],
    canDelete: false,
    lockedFields: { timeType: 'TIME_TYPE_LOCKED', isTaxExempt: 'TAX_EXEMPT_LOCKED' },
    supervisors: [],
    association: { id: 1, slug: 'amis', name: 'Les Amis du Quartier' },
    ...overrides,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => {
  i18next.addResourceBundle('fr', 'missions', missions, true, true);
  i18next.addResourceBundle('fr', 'engagements', engagements, true, true);
  i18next.addResourceBundle('fr', 'errors', errors, true, true);
});
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: ReactNode, url = '/association/amis/missions/7') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MissionDashboard', () => {
  it('offers the buttons of availableActions, and refuses deleting a mission with registrations in French', () => {
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />);
    expect(screen.getByRole('button', { name: 'Publier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Archiver' }).getAttribute('href')).toBe('/association/amis/missions/7/archiver');
    expect(screen.queryByRole('link', { name: 'Dépublier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByRole('alert').textContent).toContain('Cette mission ne peut pas être supprimée : des inscriptions existent.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused publication with the missing fields and a way to complete them', async () => {
    fetchMock.mockResolvedValue(json(422, { error: { code: 'MISSION_INCOMPLETE', message: 'Incomplet', fields: { location: ['Ce champ est obligatoire.'] } } }));
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tous les champs obligatoires ne sont pas correctement complétés');
    expect(alert.textContent).toContain('À compléter avant publication : Adresse');
    expect(within(alert).getByRole('link', { name: 'Compléter la mission' }).getAttribute('href')).toBe('/association/amis/missions/7/editer');
  });

  it('lists the timeslots with their places taken and left, in Paris time', () => {
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />, '/association/amis/missions/7?bar_tab=timeslots');
    const row = screen.getAllByRole('row')[1]!;
    expect(row.textContent).toContain('04/05/2030 09:00–12:00');
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['04/05/2030 09:00–12:00', '3 h', '6', '2', '4', '—']);
  });

  it('shows every tab for a company-published mission, without delete', () => {
    renderWith(<MissionDashboard scope={{ kind: 'company', slug: 'acme' }} detail={detail()} />, '/entreprise/acme/missions/7');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Résumé', 'Candidatures', 'Créneaux', "Liste d'attente", 'Témoignages']);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});

describe('MissionDashboard of a company-published mission (spec §6: its referent handles the applications)', () => {
  const applicationId = '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b';
  const application = {
    id: applicationId,
    state: 'created',
    volunteer: { fullName: 'Sam Salarié', email: 'sam@acme.example', companyName: 'Acme' },
    timeType: 'work',
    message: null,
    timeslots: [{ startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z' }],
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  const me = (id: string, role: 'COMPANY_ADMIN' | 'COMPANY_AMBASSADOR'): Me => ({
    user: { id, email: `${id}@acme.example`, firstName: null, lastName: null, fullName: id, lang: 'fr', isPlatformAdmin: false },
    companies: [{ id: 4, slug: 'acme', name: 'Acme', role }],
    associations: [],
    impersonatedBy: null,
  });
  const published = (supervisorId: string | null): MissionDetail => {
    const base = detail({ availableActions: ['unpublish', 'archive'], displayState: 'published' });
    return {
      ...base,
      mission: { ...base.mission, state: 'published', publisher: { type: 'PUBLISHER_TYPE_COMPANY', slug: 'acme' }, associationId: null, companyId: 4, supervisorId },
      supervisors: [
        { id: 'ambassador', fullName: 'Antoine Bernard' },
        { id: 'admin', fullName: 'Roxane Henry' },
      ],
      association: null,
    };
  };
  const scope = { kind: 'company', slug: 'acme' } as const;
  function Page({ user, mission }: { user: Me; mission: MissionDetail }) {
    const actions = usePublishedMissionQuickActions(scope, 7, user);
    return <MissionDashboard scope={scope} detail={mission} applicationActions={actions(mission)} />;
  }
  const url = '/entreprise/acme/missions/7?bar_tab=volunteers';

  it('gives the referent the quick actions on the Candidatures tab, confirming through the company API', async () => {
    fetchMock.mockImplementation(async (input: URL | string, init?: RequestInit) => {
      const path = String(input);
      if (init?.method === 'POST') return json(200, { status: 'ok', engagement: { id: applicationId, state: 'validated' } });
      if (path.endsWith('/published-missions/7/applications')) return json(200, { applications: [application] });
      return json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } });
    });
    renderWith(<Page user={me('ambassador', 'COMPANY_AMBASSADOR')} mission={published('ambassador')} />, url);
    expect(screen.getByRole('tab', { name: 'Candidatures' }).getAttribute('aria-selected')).toBe('true');
    const row = (await screen.findByText('Sam Salarié')).closest('tr')!;
    expect(within(row).getByText('À confirmer')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirmer' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [posted] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(new URL(String(posted)).pathname).toBe(`/api/v1/companies/acme/published-mission-engagements/${applicationId}/confirm`);
    expect(screen.queryByText(/traitées par son référent/)).toBeNull();
  });

  it('shows the applications read-only to an admin when a referent is set, and says who handles them', async () => {
    fetchMock.mockResolvedValue(json(200, { applications: [application] }));
    renderWith(<Page user={me('admin', 'COMPANY_ADMIN')} mission={published('ambassador')} />, url);
    const row = (await screen.findByText('Sam Salarié')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Les candidatures de cette mission sont traitées par son référent, Antoine Bernard. Vous les consultez en lecture seule.');
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe('/api/v1/companies/acme/published-missions/7/applications');
  });

  it('gives the admins the actions when the mission has no referent (or one no longer of the company), never an ambassador', async () => {
    fetchMock.mockResolvedValue(json(200, { applications: [application] }));
    const { unmount } = renderWith(<Page user={me('admin', 'COMPANY_ADMIN')} mission={published(null)} />, url);
    expect(within((await screen.findByText('Sam Salarié')).closest('tr')!).getByRole('button', { name: 'Confirmer' })).toBeTruthy();
    unmount();
    expect(managesPublishedMissionApplications(me('admin', 'COMPANY_ADMIN'), published('someone-who-left'))).toBe(true);
    expect(managesPublishedMissionApplications(me('ambassador', 'COMPANY_AMBASSADOR'), published(null))).toBe(false);
    expect(managesPublishedMissionApplications(me('admin', 'COMPANY_ADMIN'), published('admin'))).toBe(true);
    expect(managesPublishedMissionApplications(undefined, published(null))).toBe(false);
  });

  it('shows the loading, then the error of the Candidatures tab in French, and its empty state', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } }));
    const { unmount } = renderWith(<Page user={me('admin', 'COMPANY_ADMIN')} mission={published(null)} />, url);
    expect(await screen.findByRole('alert')).toBeTruthy();
    unmount();
    fetchMock.mockResolvedValue(json(200, { applications: [] }));
    renderWith(<Page user={me('admin', 'COMPANY_ADMIN')} mission={published(null)} />, url);
    expect(await screen.findByText('Aucune candidature pour le moment.')).toBeTruthy();
  });
});

describe('MissionDashboard summary of a restricted mission', () => {
  it('names the companies the mission is reserved to', async () => {
    fetchMock.mockResolvedValue(json(200, { companies: [{ id: 1, name: 'Acme', entities: [] }, { id: 2, name: 'Globex', entities: [] }] }));
    const base = detail();
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={{ ...base, mission: { ...base.mission, bookingRestriction: 'companies', restrictedCompanyIds: [2] } }} />);
    const term = screen.getByText('Entreprises autorisées');
    await waitFor(() => expect(term.nextElementSibling?.textContent).toBe('Globex'));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/associations\/amis\/booking-targets$/);
  });
});

describe('MissionDashboard exports', () => {
  const respond = (exportResponse: () => Response) =>
    fetchMock.mockImplementation(async (url: URL | string) => {
      const path = String(url);
      if (path.includes('/exports/')) return exportResponse();
      if (path.endsWith('/applications')) return json(200, { applications: [] });
      return json(200, { subscribers: [] });
    });

  it('downloads the applications as Excel from the Candidatures tab', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    respond(() => new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="candidatures-7-distribution.xlsx"' } }));
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />, '/association/amis/missions/7?bar_tab=volunteers');
    expect(await screen.findByText('Aucune candidature pour le moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter (Excel)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/exports/'))!;
    expect(String(call[0])).toBe('/api/v1/associations/amis/exports/missions/7/engagements?format=xlsx');
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeTruthy();
    expect(showFlash).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('downloads a company-published mission’s list from the company’s export', async () => {
    respond(() => json(500, { error: { code: 'UNEXPECTED', message: 'Erreur' } }));
    renderWith(<MissionDashboard scope={{ kind: 'company', slug: 'acme' }} detail={detail()} />, '/entreprise/acme/missions/7?bar_tab=subscribers');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/companies/acme/exports/missions/7/subscribers?format=csv')).toBe(true));
  });

  it('says "Le téléchargement du fichier a échoué." when the waiting list export fails', async () => {
    respond(() => json(500, { error: { code: 'UNEXPECTED', message: 'Erreur' } }));
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />, '/association/amis/missions/7?bar_tab=subscribers');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('error', 'Le téléchargement du fichier a échoué.'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/associations/amis/exports/missions/7/subscribers?format=csv')).toBe(true);
  });
});

describe('MissionForm on an existing mission', () => {
  it('disables the locked fields with their reason, and a timeslot with volunteers cannot be removed nor drop below them', () => {
    renderWith(<MissionForm scope={{ kind: 'association', slug: 'amis' }} detail={detail()} supervisors={[]} association={null} onDone={() => {}} />);
    const timeType = screen.getByLabelText('Type de temps') as HTMLSelectElement;
    expect(timeType.disabled).toBe(true);
    expect(screen.getByText('Le type de temps (temps de travail ou temps personnel) ne peut plus être modifié : des dates existent déjà.')).toBeTruthy();
    expect((screen.getByLabelText(/Mécénat de compétences/) as HTMLInputElement).disabled).toBe(true);
    const row = screen.getByRole('listitem', { name: 'Créneau 1' });
    expect((within(row).getByLabelText('Début') as HTMLInputElement).value).toBe('09:00');
    expect((within(row).getByRole('button', { name: 'Supprimer le créneau 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByText('Ce créneau ne peut pas être supprimé : des bénévoles y sont inscrits.')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Places'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(within(row).getByText('Le nombre de places ne peut pas être inférieur au nombre de bénévoles déjà inscrits.')).toBeTruthy();
  });
});
