/**
 * The customer's saved bank accounts: each with when it becomes usable for a withdrawal (a new one
 * waits `withdrawAccountWaitHours`), a delete button, and the form to add one.
 */
import type { CustomerBankAccount } from '@app/shared/contracts/withdrawal';
import { formatDateTime } from '@app/shared/money';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { withdrawMessages as m } from '../../../messages/withdraw.ts';
import { useDeleteAccount } from '../api/withdraw.ts';
import { BankAccountForm } from './bank-account-form.tsx';

export function BankAccounts(props: { accounts: CustomerBankAccount[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteAccount();

  async function onDelete(a: CustomerBankAccount) {
    if (!(await Dialog.confirm({ content: m.deleteConfirm, confirmText: m.deleteAccount, cancelText: m.no }))) return;
    remove.mutate(a.id, {
      onSuccess: () => Toast.show({ icon: 'success', content: m.accountDeleted }),
      onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) }),
    });
  }

  return (
    <section className="card" data-testid="bank-accounts" style={{ display: 'grid', gap: 8 }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.accountsTitle}</h2>
      {props.accounts.length === 0 && <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.accountsEmpty}</p>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {props.accounts.map((a) => (
          <li
            key={a.id}
            data-testid="bank-account-row"
            style={{
              borderTop: '1px solid var(--adm-color-border)',
              padding: '8px 0',
              display: 'flex',
              gap: 8,
              alignItems: 'center',
            }}
          >
            <span style={{ display: 'grid', minWidth: 0, flex: 1 }}>
              <strong style={{ overflowWrap: 'anywhere' }}>
                {a.bankShortName} · {a.accountNumber}
              </strong>
              <span style={{ fontSize: 13, overflowWrap: 'anywhere' }}>{a.accountName}</span>
              <span
                data-testid="bank-account-usable"
                style={{
                  fontSize: 13,
                  color: a.usable ? 'var(--app-success, #00b578)' : 'var(--app-warning, #b35900)',
                }}
              >
                {a.usable ? m.usable : m.usableFrom(formatDateTime(a.usableFrom))}
              </span>
            </span>
            <Button
              size="small"
              fill="outline"
              color="danger"
              aria-label={m.deleteAccountLabel(a.bankShortName, a.accountNumber)}
              onClick={() => void onDelete(a)}
              style={{ minHeight: 44, flex: 'none' }}
            >
              {m.deleteAccount}
            </Button>
          </li>
        ))}
      </ul>
      {adding ? (
        <BankAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button block onClick={() => setAdding(true)} data-testid="add-bank-account">
          {m.addAccount}
        </Button>
      )}
    </section>
  );
}
