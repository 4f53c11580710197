/**
 * /orderPob/create: the customer's pay-on-behalf request (components/pob-order-form.tsx) with the
 * balance available now; the order is created `pending` and the wallet debited at once (decision
 * 0114), then the order's page opens.
 */
import { useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PobOrderForm } from '../../../components/pob-order-form.tsx';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';
import { useCreatePob } from '../api/pay-on-behalf.ts';

export function Component() {
  const user = useQuery(currentUserQuery());
  const create = useCreatePob();
  const navigate = useNavigate();
  return (
    <div className="page" style={{ gap: 12 }} data-testid="pob-create-page">
      <PobOrderForm
        submitLabel={m.confirmPay}
        availableVnd={user.data?.availableVnd ?? 0}
        onSubmit={async (input, key) => {
          const order = await create.mutateAsync({ input, key });
          Toast.show({ icon: 'success', content: m.created });
          navigate(`/orderPob/${order.id}`, { replace: true });
        }}
      />
    </div>
  );
}
