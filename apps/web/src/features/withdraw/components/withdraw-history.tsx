/**
 * The customer's withdrawal requests with their status (Chờ duyệt, Đã duyệt, Đã chuyển, Từ chối,
 * Đã hủy), the account paid into, the bank reference once paid, the reason once rejected, and a
 * cancel button while `pending`. The list refetches itself while one waits on staff.
 */
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { withdrawMessages as m } from '../../../messages/withdraw.ts';
import { useCancelWithdrawal, waitingPollMs, withdrawalsQuery } from '../api/withdraw.ts';

export function WithdrawHistory(props: { onStatusChange: () => void }) {
  const list = useInfiniteQuery({
    ...withdrawalsQuery,
    refetchInterval: (query) => liveFallback(waitingPollMs(query.state.data)),
  });
  const cancel = useCancelWithdrawal();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  // When a status seen before changes (staff approved, paid or rejected), the money shown moves too.
  const seen = useRef(new Map<number, string>());
  const { onStatusChange } = props;
  useEffect(() => {
    let changed = false;
    for (const w of items) {
      const before = seen.current.get(w.id);
      if (before && before !== w.status) changed = true;
      seen.current.set(w.id, w.status);
    }
    if (changed) onStatusChange();
  }, [items, onStatusChange]);

  async function onCancel(id: number) {
    if (!(await Dialog.confirm({ content: m.cancelConfirm, confirmText: m.yes, cancelText: m.no }))) return;
    cancel.mutate(id, {
      onSuccess: () => Toast.show({ icon: 'success', content: m.cancelled }),
      onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) }),
    });
  }

  return (
    <section className="card" data-testid="withdraw-history" style={{ display: 'grid', gap: 4 }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.historyTitle}</h2>
      {list.isError && (
        <p role="alert" style={{ color: 'var(--app-danger)' }}>
          {errorText(list.error)}
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.historyEmpty}</p>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((w) => (
          <li
            key={w.id}
            data-testid="withdraw-row"
            data-code={w.code}
            style={{ borderTop: '1px solid var(--adm-color-border)', padding: '8px 0', display: 'grid', gap: 2 }}
          >
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong style={{ whiteSpace: 'nowrap' }}>{formatVnd(w.amountVnd)}</strong>
              <span data-testid="withdraw-status" style={{ whiteSpace: 'nowrap' }}>
                <StatusTag machine={withdrawalMachine} status={w.status} variant="text" />
              </span>
            </span>
            <span style={{ fontSize: 13, color: 'var(--app-text-muted)', overflowWrap: 'anywhere' }}>
              {w.code} · {w.bankAccount.bankShortName} {w.bankAccount.accountNumber} · {formatDateTime(w.createdAt)}
            </span>
            {w.bankReference && (
              <span style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                {m.bankReference}: {w.bankReference}
              </span>
            )}
            {w.rejectReason && (
              <span style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                {m.rejectReason}: {w.rejectReason}
              </span>
            )}
            {w.status === 'pending' && (
              <Button
                size="small"
                fill="outline"
                onClick={() => void onCancel(w.id)}
                loading={cancel.isPending && cancel.variables === w.id}
                style={{ justifySelf: 'start', minHeight: 44 }}
                data-testid="withdraw-cancel"
              >
                {m.cancelRequest}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more}
        </Button>
      )}
    </section>
  );
}
