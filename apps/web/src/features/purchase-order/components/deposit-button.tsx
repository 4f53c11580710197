/**
 * "Đặt cọc": a confirmation dialog, then POST /OrderOrdering/{id}/Deposit with an Idempotency-Key
 * made when the dialog opens and reused by every retry in it, so a repeated tap or a retry after
 * a lost answer never pays twice. Too little balance (409 insufficient-balance) shows the API's
 * message and a way to /wallet/recharge?amount=<shortfall>.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { RECHARGE_MIN_VND } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { currentUserKey, currentUserQuery } from '../../../lib/current-user.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { useDepositOrder } from '../api/orders.ts';

/** What paying a deposit needs of an order: the full order on its page, a summary on a list card. */
export type DepositTarget = Pick<PurchaseOrder, 'id' | 'code'> & {
  totals: Pick<PurchaseOrder['totals'], 'depositDueVnd' | 'paidVnd'>;
};

/** "Đặt cọc" and its dialog; `size` "middle" for a list card, "large" (the default) on the order page. */
export function DepositButton({ order, size = 'large' }: { order: DepositTarget; size?: 'middle' | 'large' }) {
  const [key, setKey] = useState<string | null>(null);
  const deposit = useDepositOrder(order.id, () => {
    setKey(null);
    Toast.show({ icon: 'success', content: m.deposited });
  });
  const user = useQuery(currentUserQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const due = Math.max(0, order.totals.depositDueVnd - order.totals.paidVnd);
  const insufficient = deposit.error instanceof ApiError && deposit.error.code === 'insufficient-balance';
  const shortfall = Math.max(RECHARGE_MIN_VND, due - (user.data?.walletBalanceVnd ?? 0));

  function open() {
    deposit.reset();
    setKey(newIdempotencyKey());
  }
  function confirm() {
    if (!key) return;
    deposit.mutate(key, {
      // the balance shown may be stale: reload it to compute the shortfall
      onError: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
    });
  }

  const content = (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>{m.depositConfirm(formatVnd(due), order.code)}</p>
      {deposit.isError && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
          {errorText(deposit.error)}
        </p>
      )}
      {insufficient ? (
        <Button color="primary" block onClick={() => navigate(`/wallet/recharge?amount=${shortfall}`)}>
          {m.recharge}
        </Button>
      ) : (
        <Button color="primary" block loading={deposit.isPending} onClick={confirm} data-testid="deposit-confirm">
          {m.depositOk}
        </Button>
      )}
      <Button block onClick={() => setKey(null)} disabled={deposit.isPending}>
        {m.close}
      </Button>
    </div>
  );

  return (
    <>
      <Button
        color="primary"
        size={size}
        block
        onClick={open}
        data-testid={size === 'large' ? 'deposit-button' : 'order-card-deposit'}
      >
        {m.deposit}
      </Button>
      <Dialog
        visible={key !== null}
        title={m.depositConfirmTitle}
        aria-label={m.depositConfirmTitle}
        content={content}
        actions={[]}
        onClose={() => setKey(null)}
        closeOnMaskClick={!deposit.isPending}
      />
    </>
  );
}
