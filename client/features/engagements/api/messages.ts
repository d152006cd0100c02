import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, EngagementMessage } from '../../../../shared/engagements/message.schema';
import { apiFetch } from '../../../lib/api';

/**
 * Which side opens a conversation: the association's space, the company's (the volunteer, admins and ambassadors),
 * or the organiser's: the company that published the mission itself (whoever handles its applications writes).
 */
export type MessengerScope = { kind: 'association'; slug: string } | { kind: 'company'; slug: string } | { kind: 'publishingCompany'; slug: string };

function messagesPath(scope: MessengerScope, engagementId: string): string {
  const slug = encodeURIComponent(scope.slug);
  const id = encodeURIComponent(engagementId);
  switch (scope.kind) {
    case 'association':
      return `/associations/${slug}/engagements/${id}/messages`;
    case 'company':
      return `/companies/${slug}/engagements/${id}/messages`;
    case 'publishingCompany':
      return `/companies/${slug}/published-mission-engagements/${id}/messages`;
  }
}

export function getConversation(scope: MessengerScope, engagementId: string): Promise<Conversation> {
  return apiFetch<Conversation>(messagesPath(scope, engagementId));
}

export const conversationQueryOptions = (scope: MessengerScope, engagementId: string) =>
  queryOptions({
    queryKey: ['engagement-messages', scope.kind, scope.slug, engagementId] as const,
    queryFn: () => getConversation(scope, engagementId),
    // The other side may answer while the page is open.
    refetchInterval: 30_000,
  });

export function useConversation(scope: MessengerScope, engagementId: string) {
  return useQuery(conversationQueryOptions(scope, engagementId));
}

export function postMessage(scope: MessengerScope, engagementId: string, body: string): Promise<{ status: 'ok'; message: EngagementMessage }> {
  return apiFetch(messagesPath(scope, engagementId), { method: 'POST', body: { body } });
}

/** Sends a message; once accepted it joins the conversation at once, then the list is read again. */
export function usePostMessage(scope: MessengerScope, engagementId: string) {
  const client = useQueryClient();
  const key = conversationQueryOptions(scope, engagementId).queryKey;
  return useMutation({
    mutationFn: (body: string) => postMessage(scope, engagementId, body),
    onSuccess: ({ message }) => {
      client.setQueryData(key, (conversation) =>
        conversation && !conversation.messages.some((existing) => existing.id === message.id)
          ? { ...conversation, messages: [...conversation.messages, message] }
          : conversation,
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
