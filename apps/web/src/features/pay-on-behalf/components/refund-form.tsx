/**
 * "Yêu cầu hoàn tiền" on a paid or completed order: amount ¥ (shared number input, at most what is
 * left to refund), reason, photos (lib/upload-photo.ts through components/photo-picker.tsx) →
 * POST /OrderPob/{id}/Refund. Checked with the shared `pobRefundInput` plus the ceiling.
 */
import { POB_MAX_PHOTOS, pobRefundInput } from '@app/shared/contracts/pay-on-behalf';
import { Button, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';
import { useRequestRefund } from '../api/pay-on-behalf.ts';

export function RefundForm({ orderId, maxFen, onDone }: { orderId: number; maxFen: number; onDone: () => void }) {
  const id = useId();
  const [amountFen, setAmountFen] = useState<number | undefined>();
  const [reason, setReason] = useState('');
  const [photoIds, setPhotoIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const request = useRequestRefund(orderId);

  function submit(ev: { preventDefault: () => void }) {
    ev.preventDefault();
    if (busy) return setErrors({ form: m.photosUploading });
    const parsed = pobRefundInput.safeParse({ amountFen, reason, photoIds });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        if (i.path[0] === 'amountFen') next.amount ??= i.message;
        else if (i.path[0] === 'reason') next.reason ??= i.message;
        else next.form ??= i.message;
      }
    } else if (parsed.data.amountFen > maxFen) next.amount = m.refundOver(maxFen);
    setErrors(next);
    if (!parsed.success || next.amount) return;
    request.mutate(parsed.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: m.refundSent });
        onDone();
      },
      onError: (e) => setErrors({ form: errorText(e) }),
    });
  }

  return (
    <form
      className="card"
      noValidate
      onSubmit={submit}
      data-testid="pob-refund-form"
      style={{ display: 'grid', gap: 10, padding: '12px 16px' }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.refundTitle}</h2>
      <FormField id={`${id}-amount`} label={m.refundAmount} error={errors.amount} hint={m.refundMax(maxFen)}>
        <div data-testid="pob-refund-amount">
          <NumberInput id={`${id}-amount`} value={amountFen} scale={100} round onChange={setAmountFen} />
        </div>
      </FormField>
      <FormField id={`${id}-reason`} label={m.refundReason} error={errors.reason}>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          rows={3}
          maxLength={500}
          placeholder={m.refundReasonPlaceholder}
          data-testid="pob-refund-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          style={{ width: '100%', boxSizing: 'border-box', resize: 'vertical' }}
        />
      </FormField>
      <div style={{ display: 'grid', gap: 4 }}>
        <span className="field__label">{m.refundPhotos}</span>
        <PhotoPicker max={POB_MAX_PHOTOS} onChange={setPhotoIds} onBusy={setBusy} testId="pob-refund-photos" />
      </div>
      <FieldError message={errors.form} />
      <Button type="submit" color="primary" block loading={request.isPending} data-testid="pob-refund-submit">
        {m.refundSubmit}
      </Button>
    </form>
  );
}
