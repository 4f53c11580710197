/**
 * Adding a bank account to be paid into: the bank picked from the VietQR list (a native select, the
 * phone's own picker), the number and the holder's name, checked with the shared
 * customerBankAccountInput (the name is turned into capitals without accents as it is typed out).
 */
import { vietQrBanks } from '@app/shared/banks';
import { bankAccountName, customerBankAccountInput } from '@app/shared/contracts/withdrawal';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Toast } from 'antd-mobile';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { withdrawMessages as m } from '../../../messages/withdraw.ts';
import { useAddAccount } from '../api/withdraw.ts';

type Values = z.input<typeof customerBankAccountInput>;
const banks = [...vietQrBanks].sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));

export function BankAccountForm(props: { onDone: () => void }) {
  const id = useId();
  const add = useAddAccount();
  const { register, handleSubmit, formState, setValue } = useForm<Values>({
    resolver: zodResolver(customerBankAccountInput),
    defaultValues: { bankBin: '', accountNumber: '', accountName: '' },
  });
  const e = formState.errors;
  const name = register('accountName');
  return (
    <form
      noValidate
      data-testid="bank-account-form"
      style={{ display: 'grid', gap: 10 }}
      onSubmit={handleSubmit((v) =>
        add.mutate(customerBankAccountInput.parse(v), {
          onSuccess: () => {
            Toast.show({ icon: 'success', content: m.accountSaved });
            props.onDone();
          },
          onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) }),
        }),
      )}
    >
      <div className="field" data-form-field="">
        <label className="field__label" htmlFor={`${id}-bank`}>
          {m.bank}
        </label>
        <select
          id={`${id}-bank`}
          className="field__input"
          data-testid="bank-select"
          aria-invalid={e.bankBin ? true : undefined}
          style={{ minHeight: 44, width: '100%', maxWidth: '100%' }}
          {...register('bankBin')}
        >
          <option value="">{m.bankPlaceholder}</option>
          {banks.map((b) => (
            <option key={b.bin} value={b.bin}>
              {b.shortName} – {b.name}
            </option>
          ))}
        </select>
        {e.bankBin?.message && (
          <div role="alert" data-form-error="" className="field__error">
            {e.bankBin.message}
          </div>
        )}
      </div>
      <TextField
        label={m.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        placeholder={m.accountNumberPlaceholder}
        error={e.accountNumber?.message}
        data-testid="account-number"
        {...register('accountNumber')}
      />
      <TextField
        label={m.accountName}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder={m.accountNamePlaceholder}
        hint={m.accountNameHint}
        error={e.accountName?.message}
        data-testid="account-name"
        {...name}
        onBlur={(ev) => {
          setValue('accountName', bankAccountName(ev.target.value));
          return name.onBlur(ev);
        }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <Button onClick={props.onDone}>{m.cancel}</Button>
        <Button type="submit" color="primary" loading={add.isPending} data-testid="save-account">
          {m.saveAccount}
        </Button>
      </div>
    </form>
  );
}
