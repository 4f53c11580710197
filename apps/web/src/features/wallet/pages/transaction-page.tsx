/** /transaction: the wallet's ledger entries, newest first, 20 at a time with "Xem thêm". */
import { formatVnd } from '@app/shared/money';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { transactionsQuery } from '../api/wallet.ts';
import { TransactionRow } from '../components/transaction-row.tsx';

export function Component() {
  const list = useInfiniteQuery(transactionsQuery);
  const user = useQuery(currentUserQuery());
  const navigate = useNavigate();
  const recharge = (
    <Button color="primary" onClick={() => navigate('/wallet/recharge')}>
      {m.rechargeNow}
    </Button>
  );
  const header = user.data && (
    <div
      className="card"
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
    >
      <span style={{ display: 'grid' }}>
        <span data-testid="wallet-balance">
          {m.balance}: <strong>{formatVnd(user.data.availableVnd)}</strong>
        </span>
        {user.data.heldVnd > 0 && (
          <span data-testid="wallet-held" style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>
            {m.held}: <strong>{formatVnd(user.data.heldVnd)}</strong>
          </span>
        )}
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => navigate('/wallet/withdraw')}>{m.withdraw}</Button>
        {recharge}
      </span>
    </div>
  );

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <div className="page" style={{ gap: 12 }}>
      {header}
      {items.length === 0 ? (
        <EmptyState title={m.transactionsEmptyTitle} description={m.transactionsEmptyDescription} />
      ) : (
        <section className="card" style={{ padding: '4px 16px' }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((e) => (
              <TransactionRow key={e.id} entry={e} />
            ))}
          </ul>
        </section>
      )}
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more}
        </Button>
      )}
    </div>
  );
}
