/**
 * Form to add a company bank account, checked by the shared `bankAccountInput` contract: the bank
 * is picked from the VietQR list (@app/shared/banks), the holder's name is turned to capitals.
 */
import { vietQrBanks } from '@app/shared/banks';
import { bankAccountInput } from '@app/shared/contracts/bank-account';
import { App, Button, Form, Input, Select } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { type NewBankAccount, useAddBankAccount } from './api.ts';

const t = messages.bankAccount;
const bankOptions = vietQrBanks.map((b) => ({ value: b.bin, label: `${b.shortName} — ${b.name}` }));

export function BankAccountForm() {
  const [form] = Form.useForm<NewBankAccount>();
  const { message } = App.useApp();
  const add = useAddBankAccount();

  const submit = (values: NewBankAccount) => {
    add.mutate(values, {
      onSuccess: () => {
        message.success(t.saved);
        form.resetFields();
      },
      onError: (error) => message.error(errorText(error)),
    });
  };

  return (
    <Form form={form} layout="vertical" name="bank-account" requiredMark={false} onFinish={submit}>
      <Form.Item name="bankBin" label={t.bank} rules={[zodRule(bankAccountInput.shape.bankBin)]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={bankOptions} placeholder={t.bankPlaceholder} />
      </Form.Item>
      <Form.Item name="accountNumber" label={t.accountNumber} rules={[zodRule(bankAccountInput.shape.accountNumber)]}>
        <Input inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="accountName"
        label={t.accountName}
        extra={t.accountNameHint}
        normalize={(v: string) => v.toUpperCase()}
        rules={[zodRule(bankAccountInput.shape.accountName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t.submit}
      </Button>
    </Form>
  );
}
