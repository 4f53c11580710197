/**
 * The request: an account that is usable now, the amount (vi-VN separators as typed, at most the
 * available money) and a note. One Idempotency-Key per filled form: a retry after a lost answer
 * holds the money once; a new key after a success.
 */
import type { CustomerBankAccount } from '@app/shared/contracts/withdrawal';
import { formatNumber } from '@app/shared/money';
import { Button, Input, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { withdrawMessages as m } from '../../../messages/withdraw.ts';
import { useWithdraw } from '../api/withdraw.ts';

function digits(text: string): number | undefined {
  const d = text.replace(/\D/g, '').slice(0, 12);
  return d ? Number(d) : undefined;
}

export function WithdrawForm(props: { accounts: CustomerBankAccount[]; availableVnd: number }) {
  const id = useId();
  const usable = props.accounts.filter((a) => a.usable);
  const [accountId, setAccountId] = useState<number | undefined>();
  const [amount, setAmount] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const create = useWithdraw();
  const chosen = usable.find((a) => a.id === accountId) ?? usable[0];

  // The waiting hours in force, as the newest account shows them (the setting is staff-only).
  const newest = props.accounts[0];
  const waitHours = newest
    ? Math.round((new Date(newest.usableFrom).getTime() - new Date(newest.createdAt).getTime()) / 3_600_000)
    : null;

  if (usable.length === 0) {
    return (
      <section className="card" data-testid="withdraw-form">
        <h2 style={{ fontSize: 16, margin: 0 }}>{m.requestTitle}</h2>
        <p style={{ margin: '8px 0 0', color: 'var(--app-text-muted)' }}>{m.noUsableAccount}</p>
        {waitHours !== null && (
          <p
            style={{ margin: '8px 0 0', fontSize: 14, color: 'var(--app-text-muted)' }}
            data-testid="withdraw-wait-note"
          >
            {m.waitNote(waitHours)}
          </p>
        )}
      </section>
    );
  }

  function submit(ev: { preventDefault: () => void }) {
    ev.preventDefault();
    if (!amount) return setError(m.amountRequired);
    if (amount > props.availableVnd) return setError(m.amountOverAvailable);
    setError(null);
    create.mutate(
      { input: { bankAccountId: chosen!.id, amountVnd: amount, note: note.trim() }, key },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: m.created });
          setAmount(undefined);
          setNote('');
          setKey(newIdempotencyKey());
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  }

  return (
    <form
      className="card"
      noValidate
      onSubmit={submit}
      data-testid="withdraw-form"
      style={{ display: 'grid', gap: 10 }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.requestTitle}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-account`}>
          {m.toAccount}
        </label>
        <select
          id={`${id}-account`}
          className="field__input"
          data-testid="withdraw-account"
          value={chosen!.id}
          onChange={(e) => setAccountId(Number(e.target.value))}
          style={{ minHeight: 44, width: '100%' }}
        >
          {usable.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankShortName} · {a.accountNumber} · {a.accountName}
            </option>
          ))}
        </select>
      </div>
      <div className="field" data-form-field="" data-invalid={error ? '' : undefined}>
        <label className="field__label" htmlFor={`${id}-amount`}>
          {m.amount}
        </label>
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={m.amountPlaceholder}
          data-testid="withdraw-amount"
          value={amount === undefined ? '' : formatNumber(amount)}
          onChange={(t) => setAmount(digits(t))}
          aria-invalid={error ? true : undefined}
          style={{
            border: '1px solid var(--adm-color-border)',
            borderRadius: 8,
            padding: '10px 12px',
            '--font-size': '20px',
          }}
        />
        {error && (
          <div role="alert" className="field__error" data-testid="withdraw-error">
            {error}
          </div>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {m.note}
        </label>
        <input
          id={`${id}-note`}
          className="field__input"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" color="primary" size="large" block loading={create.isPending} data-testid="withdraw-submit">
        {m.submit}
      </Button>
    </form>
  );
}
