/**
 * /chat/{type}-{id}: one thread, oldest message first, the input below. A send shows at once as
 * "Đang gửi…"; when it fails it offers "Gửi lại", which resends with the same clientMessageId (the
 * API posts it once however often it arrives). What staff write appears by itself (useChatThread),
 * and the read marker follows the last message shown.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { parseThreadKey } from '@app/shared/live';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { chatMessages as m } from '../../../messages/chat.ts';
import { chatKeys, markChatRead, sendChatMessage, useChatThread } from '../api/chat.ts';
import { Composer } from '../components/composer.tsx';
import { MessageBubble } from '../components/message-bubble.tsx';

interface Pending {
  clientMessageId: string;
  body: string;
  photos: UploadedImage[];
  failed?: string;
}

export function Component() {
  const { typeId = '' } = useParams();
  const valid = parseThreadKey(typeId) !== null;
  const thread = useChatThread(typeId);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  const data = thread.data;
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;
  const readSeq = data?.readSeq ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message or a pending send is added
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastSeq, pending.length]);

  useEffect(() => {
    if (lastSeq > readSeq && document.visibilityState === 'visible') {
      void markChatRead(typeId, lastSeq).then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] }));
    }
  }, [typeId, lastSeq, readSeq, queryClient]);

  async function deliver(p: Pending) {
    setPending((all) => all.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, failed: undefined } : x)));
    try {
      const message = await sendChatMessage(typeId, {
        body: p.body,
        photoIds: p.photos.map((ph) => ph.id),
        clientMessageId: p.clientMessageId,
      });
      thread.append(message);
      setPending((all) => all.filter((x) => x.clientMessageId !== p.clientMessageId));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    } catch (e) {
      setPending((all) =>
        all.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, failed: errorText(e) } : x)),
      );
    }
  }

  function send(body: string, photos: UploadedImage[]) {
    const p = { clientMessageId: crypto.randomUUID(), body, photos };
    setPending((all) => [...all, p]);
    void deliver(p);
  }

  if (!valid) return <LoadError title={m.loadError} error={new Error(m.loadError)} onRetry={() => {}} />;
  if (thread.isPending) return <Loading />;
  if (thread.isError || !data)
    return <LoadError title={m.loadError} error={thread.error} onRetry={() => void thread.refetch()} />;

  return (
    <div className="page" style={{ gap: 0, padding: 0, minHeight: '100%' }} data-testid="chat-thread">
      <div
        style={{
          padding: '8px 12px',
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          borderBottom: '1px solid var(--adm-color-border, #eee)',
        }}
      >
        <strong data-testid="chat-title">{data.title}</strong>
        {data.type !== 'support' && <Link to={data.link}>{m.openObject}</Link>}
      </div>
      <div style={{ flex: 1, display: 'grid', gap: 10, padding: 12, alignContent: 'start' }} aria-live="polite">
        {data.messages.length === 0 && pending.length === 0 && (
          <p style={{ color: 'var(--app-text-muted)', textAlign: 'center' }}>{m.threadEmpty}</p>
        )}
        {data.messages.map((msg) => (
          <MessageBubble
            key={msg.seq}
            mine={msg.mine}
            senderName={msg.senderName}
            body={msg.body}
            photos={msg.photos}
            createdAt={msg.createdAt}
          />
        ))}
        {pending.map((p) => (
          <MessageBubble
            key={p.clientMessageId}
            testId="chat-pending"
            mine
            senderName={m.you}
            body={p.body}
            photos={p.photos}
            footer={
              p.failed ? (
                <span style={{ fontSize: 12, color: 'var(--adm-color-danger)' }}>
                  {m.failed} {p.failed}{' '}
                  <Button size="mini" fill="none" color="primary" onClick={() => void deliver(p)}>
                    {m.retry}
                  </Button>
                </span>
              ) : (
                <span style={{ fontSize: 11, color: 'var(--app-text-muted)' }}>{m.sending}</span>
              )
            }
          />
        ))}
        <div ref={bottom} />
      </div>
      <Composer onSend={send} />
    </div>
  );
}
