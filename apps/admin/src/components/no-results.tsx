/**
 * The empty text of a searched list: says nothing matched, and when a status filter narrowed the
 * search, offers to look in every status (a memo of an approved recharge is not in 'Chờ duyệt').
 */
import { Button, Flex } from 'antd';
import { messages } from '../messages.ts';

export function NoResults({ q, status, onAllStatuses }: { q: string; status?: string; onAllStatuses: () => void }) {
  if (!status) return <>{messages.search.noResults(q)}</>;
  return (
    <Flex vertical align="center" gap={4} data-testid="no-results">
      <span>{messages.search.noResultsIn(q, status)}</span>
      <Button type="link" onClick={onAllStatuses} data-testid="search-all-statuses">
        {messages.search.allStatuses}
      </Button>
    </Flex>
  );
}
