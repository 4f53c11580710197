/**
 * "Hủy yêu cầu" (before shipping): a reason, then POST /Delivery/{id}/Cancel; the payments return to
 * the wallet, except what another live request of the same order relies on, which the dialog says
 * stays on the order (`refundOnCancelVnd`, decision 0084).
 */
import type { Delivery } from '@app/shared/contracts/delivery';
import { formatVnd } from '@app/shared/money';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { useCancelDelivery } from '../api/delivery.ts';

export function CancelDelivery({ delivery }: { delivery: Delivery }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelDelivery(delivery.id);
  const id = useId();
  const held = delivery.payments.filter((p) => !p.refunded && !p.movedTo).reduce((s, p) => s + p.amountVnd, 0);
  const kept = Math.max(0, held - delivery.refundOnCancelVnd);

  function confirm() {
    cancel.mutate(reason.trim(), {
      onSuccess: (done) => {
        setOpen(false);
        const refunded = done.payments.some((p) => p.refundedVnd > 0);
        Toast.show({ content: refunded ? m.cancelled : m.cancelledKept });
      },
    });
  }

  const content = (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }} data-testid="delivery-cancel-text">
        {kept > 0
          ? m.cancelKeeps(formatVnd(delivery.refundOnCancelVnd), formatVnd(kept))
          : m.cancelText(formatVnd(delivery.refundOnCancelVnd))}
      </p>
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
      <Button color="danger" block loading={cancel.isPending} onClick={confirm} data-testid="delivery-cancel-confirm">
        {m.cancelConfirm}
      </Button>
      <Button block onClick={() => setOpen(false)} disabled={cancel.isPending}>
        {m.keep}
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
        data-testid="delivery-cancel"
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
