/**
 * How to pay a recharge: the VietQR code with "Lưu ảnh QR", the company account with a copy
 * button beside each detail (bank, account number and name, amount, memo: decision 0094), and the memo
 * ('Nội dung chuyển khoản') shown large, since the memo is what matches the transfer to the wallet.
 * Once staff decided: what the wallet received when it differs from the request, and their note.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatVnd } from '@app/shared/money';
import type { ReactNode } from 'react';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { CopyButton } from './copy-button.tsx';
import { RechargeQr } from './recharge-qr.tsx';

function Row(props: { label: string; value: ReactNode; copy?: string; testId?: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 0',
        borderTop: '1px solid var(--adm-color-border)',
      }}
    >
      <dt style={{ width: 112, flex: 'none', color: 'var(--app-text-muted)', fontSize: 14 }}>{props.label}</dt>
      <dd data-testid={props.testId} style={{ margin: 0, flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {props.value}
      </dd>
      {props.copy && <CopyButton value={props.copy} what={props.label} />}
    </div>
  );
}

export function RechargeInstructions({ recharge }: { recharge: Recharge }) {
  const bank = recharge.bankAccount;
  const amount = formatVnd(recharge.amountVnd);
  const differs = recharge.receivedVnd !== null && recharge.receivedVnd !== recharge.amountVnd;
  return (
    <section className="card" data-testid="recharge-instructions" style={{ display: 'grid', gap: 12 }}>
      <h2 style={{ fontSize: 18, margin: 0 }}>{m.createdTitle}</h2>
      <p style={{ margin: 0, color: 'var(--app-text-muted)', fontSize: 14 }}>{m.createdIntro}</p>
      <div
        style={{
          display: 'grid',
          gap: 4,
          padding: 12,
          borderRadius: 10,
          background: 'var(--app-surface-muted)',
          textAlign: 'center',
        }}
      >
        <span style={{ fontSize: 14 }}>{m.memo}</span>
        <strong
          data-testid="recharge-memo"
          style={{ fontSize: 26, letterSpacing: 1, color: 'var(--app-primary-pressed)' }}
        >
          {recharge.memo}
        </strong>
        <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{m.memoWarning}</span>
        <div>
          <CopyButton value={recharge.memo} what={m.memo} />
        </div>
      </div>
      <div style={{ display: 'grid', placeItems: 'center' }}>
        <RechargeQr
          payload={recharge.vietQrPayload}
          alt={m.qrAlt(amount, bank.bankShortName, bank.accountNumber, recharge.memo)}
          fileName={`VietQR-${recharge.memo.replace(/[^A-Za-z0-9]+/g, '-')}.png`}
        />
      </div>
      <dl style={{ margin: 0 }}>
        <Row label={m.bank} value={`${bank.bankShortName} — ${bank.bankName}`} copy={bank.bankShortName} />
        <Row label={m.accountNumber} value={bank.accountNumber} copy={bank.accountNumber} testId="recharge-account" />
        <Row label={m.accountName} value={bank.accountName} copy={bank.accountName} />
        <Row
          label={differs ? m.requestedAmount : m.amountLabel}
          value={amount}
          copy={String(recharge.amountVnd)}
          testId="recharge-amount"
        />
        <Row label={m.memo} value={recharge.memo} copy={recharge.memo} />
        <Row label={m.code} value={recharge.code} />
        <Row label={m.status} value={rechargeMachine.labels[recharge.status]} testId="recharge-status" />
        {differs && <Row label={m.received} value={formatVnd(recharge.receivedVnd!)} testId="recharge-received" />}
        {recharge.note && (
          <Row
            label={recharge.status === 'cancelled' ? m.cancelReason : m.staffNote}
            value={recharge.note}
            testId="recharge-note"
          />
        )}
      </dl>
    </section>
  );
}
