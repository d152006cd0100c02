import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { showFlash } from '../../../ui/notifications';
import { MissionDashboard } from './MissionDashboard';
import { MissionForm } from './MissionForm';
import { missionDetailFixture as detail } from '../mission-detail.fixture';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/PlaceInput', () => ({ PlaceInput: (props: { label: string }) => <span>{props.label}</span> }));
vi.mock('../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../ui/notifications')>()), showFlash: vi.fn() }));
vi.mock('../../../ui/ImagesInput', () => ({ ImagesInput: (props: { label: string }) => <span>{props.label}</span> }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = '/association/amis/missions/7') => renderWithProviders(node, url);

describe('MissionDashboard', () => {
  it('offers the main action as a button, the others of availableActions in the « ⋯ » menu, and refuses deleting a mission with registrations in French', () => {
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={detail()} />);
    expect(screen.getByRole('button', { name: 'Publier' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Archiver' })).toBeNull();
    const more = screen.getByRole('button', { name: "Plus d'actions" });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dupliquer', 'Archiver', 'Supprimer']);
    expect(screen.getByRole('menuitem', { name: 'Archiver' }).getAttribute('href')).toBe('/association/amis/missions/7/archiver');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
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
    fireEvent.click(screen.getByRole('button', { name: "Plus d'actions" }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dupliquer', 'Archiver']);
  });

  it('asks before deleting from the menu, then deletes', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderWith(<MissionDashboard scope={{ kind: 'association', slug: 'amis' }} detail={{ ...detail(), canDelete: true }} />);
    fireEvent.click(screen.getByRole('button', { name: "Plus d'actions" }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: missions.dashboard.confirm_delete_yes }));
    await waitFor(() => expect(showFlash).toHaveBeenCalledWith('success', expect.stringContaining(detail().mission.title)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' });
    vi.mocked(showFlash).mockClear();
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
  it('disables the locked fields with their reason, and a timeslot with volunteers cannot be removed nor drop below them', async () => {
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
    expect(await within(row).findByText('Le nombre de places ne peut pas être inférieur au nombre de bénévoles déjà inscrits.')).toBeTruthy();
  });
});
