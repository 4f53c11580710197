/**
 * "Nhắn tin" on an object's page (order, consignment, delivery, complaint): opens its thread
 * (`/chat/order-12`) and shows how many staff messages wait unread there. The count is the thread
 * asked for with nothing after its last message (key ['chat', 'unread', thread], refreshed with
 * every ['chat'] invalidation).
 */
import { chatEndpoints } from '@app/shared/contracts/chat.endpoints';
import type { ChatThreadType } from '@app/shared/live';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { call } from '../lib/api-client.ts';
import { liveFallback } from '../lib/live.ts';
import { chatMessages as m } from '../messages/chat.ts';

const LAST_POSSIBLE_SEQ = 2_147_483_647;

export function ChatLink({ type, id }: { type: ChatThreadType; id: number }) {
  const navigate = useNavigate();
  const thread = `${type}-${id}`;
  const unread = useQuery({
    queryKey: ['chat', 'unread', thread],
    queryFn: async ({ signal }) =>
      (await call(chatEndpoints.get, { params: { thread }, query: { afterSeq: LAST_POSSIBLE_SEQ }, signal })).unread,
    refetchInterval: () => liveFallback(30_000),
  });
  const n = unread.data ?? 0;
  return (
    <Badge content={n > 0 ? String(n) : null} style={{ '--right': '12px', '--top': '4px' }}>
      <Button
        block
        fill="outline"
        color="primary"
        data-testid="chat-link"
        aria-label={n > 0 ? m.openChatUnread(n) : m.openChat}
        onClick={() => navigate(`/chat/${thread}`)}
      >
        {m.openChat}
      </Button>
    </Badge>
  );
}
