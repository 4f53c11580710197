/**
 * /chat: the customer's threads, newest message first, each with its unread count, and "Hỗ trợ
 * chung" at the top (support-{their id}) for whatever is not about one object.
 */
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Badge, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { chatMessages as m } from '../../../messages/chat.ts';
import { chatListQuery } from '../api/chat.ts';

export function Component() {
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery());
  const list = useQuery(chatListQuery);
  const supportKey = user.data ? `support-${user.data.id}` : null;
  const threads = (list.data?.items ?? []).filter((t) => t.key !== supportKey);
  const support = list.data?.items.find((t) => t.key === supportKey);

  return (
    <div className="page" style={{ gap: 12 }} data-testid="chat-list">
      <List>
        <List.Item
          data-testid="chat-support"
          description={support?.preview || m.supportHint}
          extra={support?.unread ? <Badge content={String(support.unread)} /> : null}
          onClick={() => supportKey && navigate(`/chat/${supportKey}`)}
          arrowIcon
        >
          {m.support}
        </List.Item>
      </List>
      {list.isPending && <Loading />}
      {list.isError && <LoadError title={m.loadError} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && threads.length === 0 && <EmptyState title={m.listEmpty} description={m.listEmptyHint} />}
      {threads.length > 0 && (
        <List>
          {threads.map((t) => (
            <List.Item
              key={t.key}
              data-testid="chat-thread-item"
              onClick={() => navigate(`/chat/${t.key}`)}
              description={
                <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {t.preview === '[Ảnh]' ? m.photoOnly : t.preview}
                </span>
              }
              extra={
                <span style={{ display: 'grid', justifyItems: 'end', gap: 4 }}>
                  {t.lastMessageAt && <span style={{ fontSize: 11 }}>{formatDateTime(t.lastMessageAt)}</span>}
                  {t.unread > 0 && <Badge content={String(t.unread)} />}
                </span>
              }
              arrowIcon={false}
            >
              {t.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
