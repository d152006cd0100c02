import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '../../../../../shared/companies/company-settings.schema';
import { featureSwitches } from '../../../../../shared/companies/feature-switches';
import { FEATURES } from '../../../../../shared/companies/plans';
import { showFlash } from '../../../../ui/notifications';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';
import { FeaturesSection } from './FeaturesSection';
import { CreditsSection } from './SettingsSections';

vi.mock('../../../../ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../../ui/notifications')>()), showFlash: vi.fn() }));

const SETTINGS: CompanySettings = {
  identity: { name: 'Acme', logo: null },
  registration: { allowedEmailDomains: ['acme.example'], validatesNewAccounts: false },
  validation: { managerValidation: true, workTimeValidator: 'manager' },
  credits: { yearlyCreditDays: 3 },
  legal: { privacyPolicy: null, termsOfUse: null },
  communication: { text: null, image: null },
  features: featureSwitches({ plans: ['solidarite', 'mobilisation'], ownAllowedFeatures: {}, enabledFeatures: FEATURES.filter((feature) => feature !== 'project_calls') }),
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showFlash).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('FeaturesSection', () => {
  it('greys what the plans do not include, and saves a switch as soon as it moves', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<FeaturesSection slug="acme" settings={SETTINGS} onSaved={onSaved} />);
    const intermission = screen.getByRole('switch', { name: 'Intermission' }) as HTMLInputElement;
    expect(intermission.disabled).toBe(true);
    expect(intermission.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Non inclus dans votre offre')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Appels à projets' }) as HTMLInputElement).checked).toBe(false);

    fetchMock.mockResolvedValueOnce(json(200, SETTINGS));
    fireEvent.click(screen.getByRole('switch', { name: 'Quêtes de sensibilisation' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/companies/acme/settings/features');
    expect(JSON.parse(init.body)).toEqual({ feature: 'quests', enabled: false });
    expect(showFlash).toHaveBeenCalledWith('success', '« Quêtes de sensibilisation » est désactivée.');
  });
});

describe('CreditsSection', () => {
  it('refuses a number out of range on its field, in French, and keeps what was typed', async () => {
    renderWithProviders(<CreditsSection slug="acme" settings={SETTINGS} />);
    const days = screen.getByLabelText('Jours solidaires par collaborateur et par an') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(days.value).toBe('61');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages and keeps the value', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { yearlyCreditDays: ['Refusé par le serveur.'] }, requestId: 'r' } }));
    renderWithProviders(<CreditsSection slug="acme" settings={SETTINGS} />);
    const days = screen.getByLabelText('Jours solidaires par collaborateur et par an') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Refusé par le serveur.')).toBeTruthy();
    expect(days.value).toBe('5');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ yearlyCreditDays: 5 });
  });
});
