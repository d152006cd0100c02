import { useReportReplicaData } from '../lib/offline-status';

/**
 * Marks a screen as drawn from the device's replica, last synced at
 * `syncedAt`: the one offline indicator (client/app/layouts/OfflineBanner.tsx)
 * then adds « données du {{date}} ». Renders nothing itself, so the screen
 * never stacks a second offline message.
 */
export function OfflineDataNote({ syncedAt }: { syncedAt: string | null }) {
  useReportReplicaData(syncedAt);
  return null;
}
