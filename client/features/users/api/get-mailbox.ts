import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '../../../../shared/users/admin.schema';
import { apiFetch } from '../../../lib/api';

export function getMailbox(filters: { to?: string; page: number }, signal?: AbortSignal): Promise<Mailbox> {
  return apiFetch<Mailbox>('/admin/emails', { query: { to: filters.to, page: filters.page }, signal });
}

export const mailboxQueryOptions = (filters: { to?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'mailbox', { to: filters.to ?? '', page: filters.page }],
    queryFn: ({ signal }) => getMailbox(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMailbox(filters: { to?: string; page: number }) {
  return useQuery(mailboxQueryOptions(filters));
}
