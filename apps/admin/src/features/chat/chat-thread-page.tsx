/**
 * One thread in the console: the customer and the object, every message (internal notes marked
 * "Nội bộ" on a yellow background), the reply box with the "Ghi chú nội bộ" switch, and who
 * handles it (any active member holding answer:chat). Opening it marks it read.
 */
import { splitLinks } from '@app/shared/chat-text';
import type { ChatMessage } from '@app/shared/contracts/chat';
import { CHAT_MAX_CHARS, type ChatThreadType } from '@app/shared/live';
import { formatDateTime } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Image, Input, Select, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { chatMessages as t } from '../../messages-chat.ts';
import { chatStaffQuery, markStaffRead, useAssign, useSendStaffMessage, useStaffChatThread } from './api.ts';

/** The object's page in the console. */
function consoleLink(type: ChatThreadType, id: number, customerId: number): string {
  switch (type) {
    case 'order':
      return `/orderOrdering/${id}`;
    case 'shipping':
      return `/orderShipping/${id}`;
    case 'delivery':
      return `/delivery/${id}`;
    case 'complaint':
      return `/complaint/${id}`;
    case 'withdraw':
      return `/withdraw/${id}`;
    case 'pob':
      return `/orderPob/${id}`;
    case 'taobao':
      return `/taobaoIntOrder/${id}`;
    case 'support':
      return `/customer/${customerId}`;
  }
}

function Text({ text }: { text: string }) {
  let at = 0;
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((s) => {
        const key = at;
        at += s.text.length;
        return s.href ? (
          <a key={key} href={s.href} target="_blank" rel="noopener noreferrer nofollow">
            {s.text}
          </a>
        ) : (
          <span key={key}>{s.text}</span>
        );
      })}
    </span>
  );
}

function Message({ m }: { m: ChatMessage }) {
  const background = m.internal ? '#fffbe6' : m.fromStaff ? '#e6f4ff' : '#f5f5f5';
  return (
    <div
      data-testid={m.internal ? 'chat-note' : 'chat-message'}
      style={{ alignSelf: m.fromStaff ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {m.senderName} · {formatDateTime(m.createdAt)} {m.internal && <Tag color="gold">{t.internalTag}</Tag>}
      </Typography.Text>
      <div
        style={{
          background,
          border: m.internal ? '1px dashed #faad14' : undefined,
          borderRadius: 8,
          padding: '8px 12px',
        }}
      >
        {m.body && <Text text={m.body} />}
        {m.photos.length > 0 && (
          <Flex gap={4} wrap>
            {m.photos.map((p) => (
              <Image key={p.id} src={p.url} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
        )}
      </div>
    </div>
  );
}

export function ChatThreadPage() {
  useTitle(t.thread);
  const { thread = '' } = useParams();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const state = useStaffChatThread(thread);
  const staff = useQuery(chatStaffQuery);
  const send = useSendStaffMessage(thread, state.append);
  const assign = useAssign(thread);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [clientMessageId, setClientMessageId] = useState(() => crypto.randomUUID());
  const data = state.data;
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;
  const readSeq = data?.readSeq ?? 0;

  useEffect(() => {
    if (lastSeq > readSeq) {
      void markStaffRead(thread, lastSeq).then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'list'] }));
    }
  }, [thread, lastSeq, readSeq, queryClient]);

  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  if (!data) return <Card loading />;

  const submit = () => {
    const body = text.trim();
    if (!body) return;
    // The same id until it goes through: a retry after a failure posts once.
    send.mutate(
      { body, internal, clientMessageId },
      {
        onSuccess: () => {
          setText('');
          setClientMessageId(crypto.randomUUID());
        },
        onError: (e) => void message.error(e instanceof Error ? e.message : String(e)),
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Link to="/chat">← {t.back}</Link>
      <Card>
        <Flex justify="space-between" wrap gap={12} align="center">
          <div>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="chat-title">
              {data.title}
            </Typography.Title>
            <CustomerLink customer={data.customer} /> · {data.customer.code} · {data.customer.phone}
            <div>
              <Link to={consoleLink(data.type, data.objectId, data.customer.id)}>{t.openObject}</Link>
            </div>
          </div>
          <Flex gap={8} align="center">
            <span>{t.assignTo}</span>
            <Select
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t.nobody}
              value={data.assignedStaff?.id}
              loading={assign.isPending}
              options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
              onChange={(v: number | undefined) =>
                assign.mutate(v ?? null, {
                  onSuccess: () => void message.success(t.assignedOk),
                  onError: (e) => void message.error(e instanceof Error ? e.message : String(e)),
                })
              }
              data-testid="chat-assign"
            />
          </Flex>
        </Flex>
      </Card>
      <Card>
        <Flex vertical gap={10} data-testid="chat-messages">
          {data.messages.length === 0 && <Typography.Text type="secondary">{t.threadEmpty}</Typography.Text>}
          {data.messages.map((m) => (
            <Message key={m.seq} m={m} />
          ))}
        </Flex>
      </Card>
      <Card style={internal ? { background: '#fffbe6' } : undefined}>
        <Flex vertical gap={8}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={CHAT_MAX_CHARS}
            showCount
            autoSize={{ minRows: 2, maxRows: 8 }}
            placeholder={internal ? t.notePlaceholder : t.placeholder}
            data-testid="chat-input"
          />
          <Flex justify="space-between" align="center">
            <Flex gap={8} align="center">
              <Switch
                id="chat-internal"
                checked={internal}
                onChange={setInternal}
                aria-label={t.internalToggle}
                data-testid="chat-internal"
              />
              <span>{t.internalToggle}</span>
            </Flex>
            <Button
              type="primary"
              onClick={submit}
              loading={send.isPending}
              disabled={!text.trim()}
              data-testid="chat-send"
            >
              {internal ? t.sendNote : t.send}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
