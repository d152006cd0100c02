import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sync from '../../../../shared/locales/fr/sync.json' with { type: 'json' };
import type { Me } from '../../../../shared/users/me';
import { replicaName } from '../../../lib/sync/db';
import { countUnsent } from '../../../lib/sync/sign-out';
import {
  MINE_ASSOCIATION,
  MINE_EMPLOYEE,
  OTHERS,
  OTHERS_NAMES,
  deleteAllDatabases,
  names,
  runEngine,
  seedReplica,
  stopEngines,
} from '../../../lib/sync/sign-out.fixture';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import { LogoutForm } from './LogoutForm';

const ME: Me = {
  user: { id: 'u1', email: 'salarie@acme.example', firstName: 'Sam', lastName: 'Salarié', fullName: 'Sam Salarié', lang: 'fr', isPlatformAdmin: false },
  companies: [{ id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_COLLABORATOR' }],
  associations: [{ id: 2, slug: 'amis', name: 'Amis du quartier', role: 'ASSOCIATION_MEMBER' }],
  impersonatedBy: null,
};

function renderLogout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], ME);
  client.setQueryData(['csrf-token'], 'token');
  return render(
    <QueryClientProvider client={client}>
      <LogoutForm />
    </QueryClientProvider>,
  );
}

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  // No server in these tests: a replica without an engine that tries to sync meets a network failure.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  for (const scope of OTHERS) await seedReplica(scope, 1);
});

afterEach(async () => {
  stopEngines();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await deleteAllDatabases();
});

const UNSENT_TWO = "2 modifications n'ont pas encore été synchronisées. Si vous vous déconnectez maintenant, elles seront perdues.";

describe('LogoutForm', () => {
  it("with nothing unsent: the user's replicas are deleted, then the form posts; other users' stay", async () => {
    await seedReplica(MINE_EMPLOYEE, 0);
    await seedReplica(MINE_ASSOCIATION, 0);
    runEngine(MINE_EMPLOYEE);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('with unsent changes: asks first; “Synchroniser d’abord” syncs and keeps everything', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    await seedReplica(MINE_ASSOCIATION, 0);
    const server = new FakeSyncServer();
    server.failWith = 503;
    runEngine(MINE_EMPLOYEE, server).goOnline();
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(UNSENT_TWO);
    expect(document.activeElement?.textContent).toBe("Synchroniser d'abord");
    fireEvent.click(screen.getByRole('button', { name: "Synchroniser d'abord" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText("2 modifications n'ont pas pu être synchronisées pour le moment.")).toBeTruthy();
    expect(server.pushes.length).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();
    expect(await names()).toEqual([...OTHERS_NAMES, replicaName(MINE_ASSOCIATION), replicaName(MINE_EMPLOYEE)].sort());
    expect((await countUnsent([replicaName(MINE_EMPLOYEE)])).total).toBe(2);
  });

  it('once the sync went through, signing out again needs no confirmation', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    const server = new FakeSyncServer();
    runEngine(MINE_EMPLOYEE, server).goOnline();
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    fireEvent.click(await screen.findByRole('button', { name: "Synchroniser d'abord" }));
    expect(await screen.findByText('Vos modifications sont synchronisées : vous pouvez vous déconnecter.')).toBeTruthy();
    expect(server.applied).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('offline, “Synchroniser d’abord” says the network is missing and keeps the dialog', async () => {
    await seedReplica(MINE_ASSOCIATION, 1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      "1 modification n'a pas encore été synchronisée. Si vous vous déconnectez maintenant, elle sera perdue.",
    );
    fireEvent.click(screen.getByRole('button', { name: "Synchroniser d'abord" }));
    expect(await screen.findByText(/Pas de connexion réseau/)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    // Escape keeps the user signed in, with everything.
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(await names()).toContain(replicaName(MINE_ASSOCIATION));
  });

  it('“Me déconnecter quand même” deletes the replicas (closing the running engine) and posts the form', async () => {
    await seedReplica(MINE_EMPLOYEE, 2);
    await seedReplica(MINE_ASSOCIATION, 0);
    const { engine } = runEngine(MINE_EMPLOYEE);
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Me déconnecter quand même' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(engine.db.isOpen()).toBe(false);
    expect(engine.getState().versionChanged).toBe(false);
    expect(await names()).toEqual(OTHERS_NAMES);
  });

  it('posts the form even when IndexedDB fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedReplica(MINE_EMPLOYEE, 0);
    vi.spyOn(Dexie, 'getDatabaseNames').mockRejectedValue(new Error('IndexedDB is broken'));
    renderLogout();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });
});
