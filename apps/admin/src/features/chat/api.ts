/**
 * The console's chat (adminChatEndpoints, decision 0112): the queue, one thread, replies and
 * internal notes, the read marker, assigning. Keys under ['chat']. `useStaffChatThread` is the one
 * hook a thread page follows: every CHAT_POLL_MS it asks only for messages after the last it has;
 * `appendStaffChatMessage` adds one pushed from elsewhere (the live connection).
 */
import type { ChatMessage, StaffChatThread } from '@app/shared/contracts/chat';
import { adminChatEndpoints as api } from '@app/shared/contracts/chat.endpoints';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';

export const CHAT_POLL_MS = 5_000;
export const CHAT_PAGE_SIZE = 30;
export type AssignedFilter = 'me' | 'none' | 'all';

const threadKey = (thread: string) => ['chat', 'thread', thread] as const;

export function staffThreadsQuery(assigned: AssignedFilter, page: number) {
  return queryOptions({
    queryKey: ['chat', 'list', { assigned, page }],
    queryFn: ({ signal }) => call(api.list, { query: { assigned, page, pageSize: CHAT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(CHAT_POLL_MS),
  });
}

export const chatStaffQuery = queryOptions({
  queryKey: ['chat', 'staff'],
  queryFn: ({ signal }) => call(api.staff, { signal }),
  staleTime: 60_000,
});

function merge(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(a.map((m) => [m.seq, m]));
  for (const m of b) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

async function fetchThread(thread: string, previous: StaffChatThread | undefined, signal: AbortSignal) {
  let messages = previous?.messages ?? [];
  for (;;) {
    const afterSeq = messages.at(-1)?.seq ?? 0;
    const page = await call(api.get, { params: { thread }, query: { afterSeq }, signal });
    messages = merge(messages, page.messages);
    if (!page.hasMore || page.messages.length === 0) return { ...page, messages, hasMore: false };
  }
}

export function appendStaffChatMessage(queryClient: QueryClient, thread: string, message: ChatMessage): void {
  queryClient.setQueryData<StaffChatThread>(threadKey(thread), (old) =>
    old ? { ...old, messages: merge(old.messages, [message]), lastSeq: Math.max(old.lastSeq, message.seq) } : old,
  );
}

export function useStaffChatThread(thread: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(thread),
    queryFn: ({ signal }) => fetchThread(thread, queryClient.getQueryData(threadKey(thread)), signal),
    refetchInterval: () => liveFallback(CHAT_POLL_MS),
  });
  const append = useCallback(
    (message: ChatMessage) => appendStaffChatMessage(queryClient, thread, message),
    [queryClient, thread],
  );
  return { ...query, append };
}

export function useSendStaffMessage(thread: string, append: (m: ChatMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; internal: boolean; clientMessageId: string }) =>
      call(api.send, { params: { thread }, body: { ...body, photoIds: [] } }),
    onSuccess: (message) => {
      append(message);
      void queryClient.invalidateQueries({ queryKey: ['chat', 'list'] });
    },
  });
}

export function markStaffRead(thread: string, seq: number) {
  return call(api.read, { params: { thread }, body: { seq } });
}

export function useAssign(thread: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number | null) => call(api.assign, { params: { thread }, body: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
}
