import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportPendingChanges, reportReplicaIncomplete, useReportReplicaData } from '../../lib/offline-status';
import { OfflineBanner } from './OfflineBanner';

function ReplicaScreen({ syncedAt }: { syncedAt: string | null }) {
  useReportReplicaData(syncedAt);
  return null;
}

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true);
    reportPendingChanges(0);
    reportReplicaIncomplete(false);
  });
});

describe('OfflineBanner, the one offline indicator', () => {
  it('says nothing online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says « Hors ligne » alone, then with what waits, in one line', () => {
    act(() => onlineManager.setOnline(false));
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('Hors ligne');
    act(() => reportPendingChanges(1));
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · 1 modification en attente');
    act(() => reportPendingChanges(3));
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · 3 modifications en attente');
  });

  it('adds the date of the data while a screen draws from the device, and drops it when the screen goes', () => {
    act(() => {
      onlineManager.setOnline(false);
      reportPendingChanges(1);
    });
    const { rerender } = render(
      <>
        <OfflineBanner />
        <ReplicaScreen syncedAt="2026-11-20T09:30:00.000Z" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · 1 modification en attente · données du 20/11/2026 10:30');
    rerender(
      <>
        <OfflineBanner />
        <ReplicaScreen syncedAt={null} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · 1 modification en attente · données de la dernière synchronisation');
    rerender(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · 1 modification en attente');
  });

  it('says the data is still loading, instead of its date, while a screen draws from a first sync cut short', () => {
    act(() => {
      onlineManager.setOnline(false);
      reportReplicaIncomplete(true);
    });
    const { rerender } = render(<OfflineBanner />);
    // No screen drawing from the device: nothing to say about its data.
    expect(screen.getByRole('status').textContent).toBe('Hors ligne');
    rerender(
      <>
        <OfflineBanner />
        <ReplicaScreen syncedAt="2026-11-20T09:30:00.000Z" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · données en cours de chargement : la suite arrivera au retour du réseau');
    act(() => reportReplicaIncomplete(false));
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · données du 20/11/2026 10:30');
  });

  it('shows while a screen draws from the device even though the browser says online (server unreachable)', () => {
    render(
      <>
        <OfflineBanner />
        <ReplicaScreen syncedAt="2026-11-20T09:30:00.000Z" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Hors ligne · données du 20/11/2026 10:30');
  });
});
