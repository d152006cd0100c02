import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingTargets } from '../../../../shared/missions/mission-management.schema';
import { apiFetch } from '../../../lib/api';
import { type MissionScope, missionsKey } from './mission-scope';

/** `GET /associations/{slug}/booking-targets` or `/companies/{slug}/booking-targets`: what a mission may be restricted to. */
export function bookingTargetsPath(scope: MissionScope): string {
  const slug = encodeURIComponent(scope.slug);
  return scope.kind === 'association' ? `/associations/${slug}/booking-targets` : `/companies/${slug}/booking-targets`;
}

export function getBookingTargets(scope: MissionScope): Promise<BookingTargets> {
  return apiFetch<BookingTargets>(bookingTargetsPath(scope));
}

export const bookingTargetsQueryOptions = (scope: MissionScope) =>
  queryOptions({ queryKey: [...missionsKey(scope), 'booking-targets'] as const, queryFn: () => getBookingTargets(scope), staleTime: 60_000 });

export function useBookingTargets(scope: MissionScope, enabled = true) {
  return useQuery({ ...bookingTargetsQueryOptions(scope), enabled });
}
