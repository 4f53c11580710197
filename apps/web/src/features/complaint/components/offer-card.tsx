/**
 * The staff's refund offer: the amount and their note, "Đồng ý" (the refund is credited to the wallet
 * at once) or "Đề nghị khác" (an amount and a reason, sent back to staff).
 */
import type { Complaint } from '@app/shared/contracts/complaint';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { NumberInput } from '../../../components/number-input.tsx';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { useAcceptOffer, useCounterOffer } from '../api/complaints.ts';

export function OfferCard({ complaint: c }: { complaint: Complaint }) {
  const accept = useAcceptOffer(c.id);
  const counter = useCounterOffer(c.id);
  const [countering, setCountering] = useState(false);
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [note, setNote] = useState('');
  const ids = { amount: useId(), note: useId() };
  const offer = c.offerVnd ?? 0;
  const error = accept.isError ? errorText(accept.error) : counter.isError ? errorText(counter.error) : '';

  return (
    <Section title={m.offerTitle} testId="complaint-offer">
      <p
        style={{ margin: '4px 0', fontSize: 18, fontWeight: 700, color: 'var(--app-primary)' }}
        data-testid="offer-amount"
      >
        {m.offerAmount(offer)}
      </p>
      {c.offerNote && <p style={{ margin: '4px 0' }}>{c.offerNote}</p>}
      {!countering ? (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <Button
            color="primary"
            block
            loading={accept.isPending}
            data-testid="offer-accept"
            onClick={async () => {
              const ok = await Dialog.confirm({
                content: m.acceptConfirm(offer),
                confirmText: m.accept,
                cancelText: m.keep,
              });
              if (ok)
                accept.mutate(undefined, { onSuccess: () => Toast.show({ icon: 'success', content: m.accepted }) });
            }}
          >
            {m.accept}
          </Button>
          <Button block onClick={() => setCountering(true)} data-testid="offer-counter">
            {m.counter}
          </Button>
        </div>
      ) : (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <label htmlFor={ids.amount}>{m.counterAmount}</label>
          <NumberInput id={ids.amount} value={amount} onChange={setAmount} inputMode="numeric" />
          <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{m.maxRefund(c.maxRefundVnd)}</span>
          <label htmlFor={ids.note}>{m.counterNote}</label>
          <TextArea
            id={ids.note}
            value={note}
            onChange={setNote}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 5 }}
            style={{ border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: 8 }}
          />
          <Button
            color="primary"
            block
            loading={counter.isPending}
            data-testid="counter-send"
            onClick={() =>
              counter.mutate(
                { amountVnd: amount ?? 0, note },
                {
                  onSuccess: () => {
                    setCountering(false);
                    Toast.show({ icon: 'success', content: m.countered });
                  },
                },
              )
            }
          >
            {m.counterSend}
          </Button>
          <Button block onClick={() => setCountering(false)}>
            {m.keep}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--app-danger)' }}>
          {error}
        </p>
      )}
    </Section>
  );
}
