/**
 * 'Đối soát ngân hàng': the transfers SePay and Casso reported, by status tab (default 'Chưa khớp'),
 * newest first, with why each did not match or what it settled; an accountant assigns or ignores the
 * unmatched ones. Status and page live in the URL (`?status=matched&page=2`).
 */
import type { BankTransfer } from '@app/shared/contracts/bank-transfer';
import { type BankTransferStatus, bankTransferMachine } from '@app/shared/machines/bank-transfer';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { bankTransferMessages as t } from '../../messages-bank-transfer.ts';
import { BANK_TRANSFER_PAGE_SIZE, bankTransfersQuery } from './api.ts';
import { bankTransferColumns } from './bank-transfer-columns.tsx';

function parseStatus(value: string | null): BankTransferStatus {
  return bankTransferMachine.statuses.includes(value as BankTransferStatus)
    ? (value as BankTransferStatus)
    : 'unmatched';
}

export function BankTransferPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(bankTransfersQuery(status, page));
  const go = (next: { status?: BankTransferStatus; page?: number }) => {
    const to = { status, page: 1, ...next };
    setParams({ status: to.status, ...(to.page > 1 ? { page: String(to.page) } : {}) });
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<BankTransferStatus>
          options={bankTransferMachine.statuses.map((s) => ({ value: s, label: bankTransferMachine.labels[s] }))}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="bank-transfer-status-filter"
        />
      </Flex>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<BankTransfer>
        rowKey="id"
        size="middle"
        columns={bankTransferColumns(status)}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 960 }}
        onRow={(r) => ({ 'data-testid': 'bank-transfer-row', 'data-id': r.id }) as object}
        pagination={{
          current: page,
          pageSize: BANK_TRANSFER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}
