/**
 * /wallet/recharge[?amount=…]: the balance, a recharge request (amount → company account, memo and
 * VietQR code to pay it), and the recent requests with their status.
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
import { useCreateRecharge } from '../api/wallet.ts';
import { RechargeForm } from '../components/recharge-form.tsx';
import { RechargeHistory } from '../components/recharge-history.tsx';
import { RechargeInstructions } from '../components/recharge-instructions.tsx';

export function Component() {
  const [search] = useSearchParams();
  const user = useQuery(currentUserQuery());
  const create = useCreateRecharge();
  const [shown, setShown] = useState<Recharge | null>(null);
  const asked = Number(search.get('amount'));
  const initialAmount = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;

  function show(recharge: Recharge) {
    setShown(recharge);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div className="page" style={{ gap: 12 }}>
      {user.data && (
        <p style={{ margin: 0 }} data-testid="wallet-balance">
          {m.balance}: <strong>{formatVnd(user.data.walletBalanceVnd)}</strong>
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
