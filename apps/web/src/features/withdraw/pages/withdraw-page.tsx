/**
 * /wallet/withdraw (DESIGN.md §3.8): the available and held money, the saved bank accounts (when
 * each becomes usable), the request form, and the history with a cancel button while pending. The
 * page follows the staff's decisions by itself while a request waits (api/withdraw.ts).
 */
import { formatVnd } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withdrawMessages as m } from '../../../messages/withdraw.ts';
import { accountsQuery } from '../api/withdraw.ts';
import { BankAccounts } from '../components/bank-accounts.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawHistory } from '../components/withdraw-history.tsx';

export function Component() {
  const user = useQuery(currentUserQuery());
  const accounts = useQuery(accountsQuery);
  const queryClient = useQueryClient();
  const refreshMoney = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    [queryClient],
  );

  return (
    <div className="page" style={{ gap: 12 }}>
      {user.data && (
        <section
          className="card"
          data-testid="withdraw-money"
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{m.available}</div>
            <strong data-testid="available-vnd" style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
              {formatVnd(user.data.availableVnd)}
            </strong>
          </div>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{m.held}</div>
            <strong data-testid="held-vnd" style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
              {formatVnd(user.data.heldVnd)}
            </strong>
          </div>
          {user.data.heldVnd > 0 && (
            <p style={{ gridColumn: '1 / -1', margin: 0, fontSize: 13, color: 'var(--app-text-muted)' }}>
              {m.heldHint}
            </p>
          )}
        </section>
      )}
      {accounts.isPending && <Loading />}
      {accounts.isError && (
        <LoadError title={m.accountsTitle} error={accounts.error} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data && (
        <>
          <BankAccounts accounts={accounts.data} />
          <WithdrawForm accounts={accounts.data} availableVnd={user.data?.availableVnd ?? 0} />
        </>
      )}
      <WithdrawHistory onStatusChange={refreshMoney} />
    </div>
  );
}
