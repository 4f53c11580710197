/**
 * /wallet/recharge[?amount=…]: the balance, a recharge request (amount → company account, memo and
 * VietQR code to pay it), and the recent requests with their status. While one is pending the page
 * watches for its approval (api/recharge-watch.ts) and says when the money arrives.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { creditedVnd, useRechargeWatch } from '../api/recharge-watch.ts';
import { useCreateRecharge } from '../api/wallet.ts';
import { RechargeArrivals } from '../components/recharge-arrivals.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import { RechargeHistory } from '../components/recharge-history.tsx';
import { RechargeInstructions } from '../components/recharge-instructions.tsx';

export function Component() {
  const [search] = useSearchParams();
  const user = useQuery(currentUserQuery());
  const create = useCreateRecharge();
  const [shownRecharge, setShown] = useState<Recharge | null>(null);
  const { arrived, latest } = useRechargeWatch((r) =>
    Toast.show({ icon: 'success', content: m.arrivedToast(formatVnd(creditedVnd(r))), duration: 4000 }),
  );
  const shown = shownRecharge && latest(shownRecharge);
  const asked = Number(search.get('amount'));
  const initialAmount = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;

  function show(recharge: Recharge) {
    setShown(recharge);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div className="page" style={{ gap: 12 }}>
      <RechargeArrivals arrived={arrived} />
      {user.data && (
        <p style={{ margin: 0 }} data-testid="wallet-balance">
          {m.balance}: <strong>{formatVnd(user.data.availableVnd)}</strong>
        </p>
      )}
      {user.data && user.data.heldVnd > 0 && (
        <p style={{ margin: 0, fontSize: 14, color: 'var(--app-text-muted)' }} data-testid="wallet-held">
          {m.held}: <strong>{formatVnd(user.data.heldVnd)}</strong>
        </p>
      )}
      {shown ? (
        <>
          <RechargeInstructions recharge={shown} />
          <Button block size="large" onClick={() => setShown(null)}>
            {m.newRequest}
          </Button>
        </>
      ) : (
        <RechargeForm
          initialAmount={initialAmount}
          saving={create.isPending}
          onSubmit={(amount) =>
            create.mutate(amount, {
              onSuccess: show,
              onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) }),
            })
          }
        />
      )}
      <RechargeHistory onShow={show} />
    </div>
  );
}
