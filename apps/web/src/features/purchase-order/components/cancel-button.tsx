/** "Hủy đơn" (allowed before purchasing): a reason, then POST /OrderOrdering/{id}/Cancel; a paid deposit returns to the wallet. */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { useCancelOrder } from '../api/orders.ts';

export function CancelButton({ order }: { order: PurchaseOrder }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(order.id, () => {
    setOpen(false);
    Toast.show({ content: m.cancelled });
  });
  const id = useId();

  function confirm() {
    cancel.mutate(reason.trim());
  }

  const content = (
    <div style={{ display: 'grid', gap: 12 }}>
      <label htmlFor={id}>{m.cancelReason}</label>
      <TextArea
        id={id}
        value={reason}
        onChange={setReason}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
        style={{ border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: 8 }}
      />
      {cancel.isError && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
          {errorText(cancel.error)}
        </p>
      )}
      <Button color="danger" block loading={cancel.isPending} onClick={confirm} data-testid="cancel-confirm">
        {m.cancelOk}
      </Button>
      <Button block onClick={() => setOpen(false)} disabled={cancel.isPending}>
        {m.close}
      </Button>
    </div>
  );

  return (
    <>
      <Button
        fill="outline"
        size="large"
        block
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
        data-testid="cancel-button"
      >
        {m.cancel}
      </Button>
      <Dialog
        visible={open}
        title={m.cancelTitle}
        aria-label={m.cancelTitle}
        content={content}
        actions={[]}
        onClose={() => setOpen(false)}
        closeOnMaskClick={!cancel.isPending}
      />
    </>
  );
}
