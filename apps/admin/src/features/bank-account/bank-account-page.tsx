/**
 * 'Tài khoản ngân hàng' page: the company accounts customers transfer to when they recharge their
 * wallet, a form to add one, and a button to make one the active account (only one is active).
 */

import { bankAccountEndpoints } from '@app/shared/contracts/bank-account.endpoints';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { type BankAccount, bankAccountsQuery, useActivateBankAccount } from './api.ts';
import { BankAccountForm } from './bank-account-form.tsx';

const t = messages.bankAccount;

function ActivateButton({ account }: { account: BankAccount }) {
  const { message } = App.useApp();
  const activate = useActivateBankAccount();
  if (account.active) return <Tag color="green">{t.active}</Tag>;
  return (
    <Button
      size="small"
      loading={activate.isPending}
      onClick={() =>
        activate.mutate(account.id, {
          onSuccess: () => message.success(t.activated),
          onError: (error) => message.error(errorText(error)),
        })
      }
    >
      {t.activate}
    </Button>
  );
}

const columns = [
  {
    title: t.bank,
    dataIndex: 'bankShortName',
    render: (_: string, a: BankAccount) => `${a.bankShortName} (${a.bankBin})`,
  },
  { title: t.accountNumber, dataIndex: 'accountNumber' },
  { title: t.accountName, dataIndex: 'accountName' },
  { title: t.status, key: 'active', render: (_: unknown, a: BankAccount) => <ActivateButton account={a} /> },
];

export function BankAccountPage() {
  useTitle(t.title);
  const accounts = useQuery(bankAccountsQuery);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2}>{t.title}</Typography.Title>
        <CsvButton endpoint={bankAccountEndpoints.export} fileName="tai-khoan-ngan-hang" />
      </Flex>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {accounts.isError && <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />}
      <Table<BankAccount>
        rowKey="id"
        size="middle"
        loading={accounts.isFetching}
        columns={columns}
        dataSource={accounts.data ?? []}
        locale={{ emptyText: t.none }}
        pagination={false}
        data-testid="bank-accounts"
      />
      <Card title={t.formTitle} style={{ marginTop: 24, maxWidth: 560 }}>
        <BankAccountForm />
      </Card>
    </>
  );
}
