/**
 * "Xác nhận đã nhận hàng" on a delivered order (its status reads "Đã giao", decision 0094), purchase or consignment: a confirmation, then
 * POST /OrderOrdering/{id}/ConfirmReceived or /OrderShipping/{id}/ConfirmReceived (the order becomes
 * `completed`); the queries under `refresh` (the order's feature keys) are read again.
 */
import { deliveryEndpoints } from '@app/shared/contracts/delivery.endpoints';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { call, errorText } from '../lib/api-client.ts';
import { deliveryMessages as m } from '../messages/delivery.ts';

export function ConfirmReceivedButton({
  order,
  kind,
  refresh,
}: {
  order: { id: number; code: string };
  kind: 'purchase' | 'consignment';
  refresh: QueryKey;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () =>
      call(kind === 'purchase' ? deliveryEndpoints.confirmPurchaseOrder : deliveryEndpoints.confirmConsignmentOrder, {
        params: { id: order.id },
      }),
    onSuccess: () => {
      setOpen(false);
      Toast.show({ icon: 'success', content: m.confirmReceivedDone });
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
  const content = (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>{m.confirmReceivedText(order.code)}</p>
      {confirm.isError && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
          {errorText(confirm.error)}
        </p>
      )}
      <Button
        color="primary"
        block
        loading={confirm.isPending}
        onClick={() => confirm.mutate()}
        data-testid="confirm-received-ok"
      >
        {m.confirmReceivedOk}
      </Button>
      <Button block onClick={() => setOpen(false)} disabled={confirm.isPending}>
        {m.close}
      </Button>
    </div>
  );
  return (
    <>
      <Button
        color="success"
        size="large"
        block
        onClick={() => {
          confirm.reset();
          setOpen(true);
        }}
        data-testid="confirm-received"
      >
        {m.confirmReceived}
      </Button>
      <Dialog
        visible={open}
        title={m.confirmReceivedTitle}
        aria-label={m.confirmReceivedTitle}
        content={content}
        actions={[]}
        onClose={() => setOpen(false)}
        closeOnMaskClick={!confirm.isPending}
      />
    </>
  );
}
