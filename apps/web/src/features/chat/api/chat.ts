/**
 * Chat (@app/shared/contracts/chat.endpoints, decision 0112): the thread list, one thread's
 * messages, sending and the read marker. Keys under ['chat'].
 *
 * `useChatThread(thread)` is the one place a page follows a thread: it keeps every message fetched
 * so far and asks only for those after the last (`afterSeq`), every CHAT_POLL_MS while the page is
 * visible. A message that arrives from elsewhere (the live connection) is added with
 * `appendChatMessage` (no refetch), so switching the page to the socket is one change here.
 */
import type { ChatMessage, ChatThread } from '@app/shared/contracts/chat';
import { chatEndpoints } from '@app/shared/contracts/chat.endpoints';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';

/** While the live socket is down (lib/live.ts): how often an open thread asks for new ones. */
export const CHAT_POLL_MS = 5_000;

export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  thread: (thread: string) => ['chat', 'thread', thread] as const,
};

export const chatListQuery = queryOptions({
  queryKey: chatKeys.list,
  queryFn: ({ signal }) => call(chatEndpoints.list, { query: { page: 1, pageSize: 50 }, signal }),
  refetchInterval: () => liveFallback(CHAT_POLL_MS),
});

/** `a` and `b` as one list by seq, oldest first (a message seen twice kept once, the newer copy). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  if (b.length === 0) return a as ChatMessage[];
  const bySeq = new Map(a.map((m) => [m.seq, m]));
  for (const m of b) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

/** Everything after what `previous` holds (all pages of 100), merged into it. */
async function fetchThread(thread: string, previous: ChatThread | undefined, signal: AbortSignal) {
  let messages = previous?.messages ?? [];
  for (;;) {
    const afterSeq = messages.at(-1)?.seq ?? 0;
    const page = await call(chatEndpoints.get, { params: { thread }, query: { afterSeq }, signal });
    messages = mergeMessages(messages, page.messages);
    if (!page.hasMore || page.messages.length === 0) return { ...page, messages, hasMore: false };
  }
}

/** Adds `message` to `thread`'s cached messages (a send's answer, or one the live connection pushed). */
export function appendChatMessage(queryClient: QueryClient, thread: string, message: ChatMessage): void {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(thread), (old) =>
    old
      ? {
          ...old,
          messages: mergeMessages(old.messages, [message]),
          lastSeq: Math.max(old.lastSeq, message.seq),
          ...(message.mine ? { readSeq: Math.max(old.readSeq, message.seq) } : {}),
        }
      : old,
  );
}

/** The open thread: its messages (kept and extended), refreshed by the live socket (every CHAT_POLL_MS while it is down); `append` adds one. */
export function useChatThread(thread: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.thread(thread),
    queryFn: ({ signal }) => fetchThread(thread, queryClient.getQueryData(chatKeys.thread(thread)), signal),
    refetchInterval: () => liveFallback(CHAT_POLL_MS),
    refetchOnWindowFocus: true,
  });
  const append = useCallback(
    (message: ChatMessage) => appendChatMessage(queryClient, thread, message),
    [queryClient, thread],
  );
  return { ...query, append };
}

export function sendChatMessage(thread: string, body: { body: string; photoIds: number[]; clientMessageId: string }) {
  return call(chatEndpoints.send, { params: { thread }, body });
}

export function markChatRead(thread: string, seq: number) {
  return call(chatEndpoints.read, { params: { thread }, body: { seq } });
}
