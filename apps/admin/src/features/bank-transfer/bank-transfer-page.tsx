/**
 * 'Đối soát ngân hàng': the transfers SePay and Casso reported, by status tab (default 'Chưa khớp'),
 * newest first, with why each did not match or what it settled; an accountant assigns or ignores the
 * unmatched ones. Filters live in the URL (`?status=matched&page=2`, see ./filters.ts): the day's
 * reconciliation links here with a direction and a day, shown as removable tags; with a direction and
 * no status the 'Tất cả' tab lists every status.
 */
import type { BankTransfer } from '@app/shared/contracts/bank-transfer';
import { bankTransferMachine } from '@app/shared/machines/bank-transfer';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { bankTransferMessages as t } from '../../messages-bank-transfer.ts';
import { BANK_TRANSFER_PAGE_SIZE, bankTransfersQuery } from './api.ts';
import { bankTransferColumns } from './bank-transfer-columns.tsx';
import {
  type BankTransferFilters,
  bankTransferSearch,
  dayLabel,
  parseBankTransferFilters,
  type StatusTab,
} from './filters.ts';

export function BankTransferPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filters = parseBankTransferFilters(params);
  const { status, direction, date, page } = filters;
  const list = useQuery(bankTransfersQuery(filters));
  const go = (next: Partial<BankTransferFilters>) => {
    const to = { ...filters, page: 1, ...next };
    // Without a direction the API has no "every status": back to the default tab.
    if (!to.direction && to.status === 'all') to.status = 'unmatched';
    setParams(bankTransferSearch(to));
  };
  const tabs: StatusTab[] = direction ? ['all', ...bankTransferMachine.statuses] : [...bankTransferMachine.statuses];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<StatusTab>
          options={tabs.map((s) => ({
            value: s,
            label: s === 'all' ? t.allStatuses : bankTransferMachine.labels[s],
          }))}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="bank-transfer-status-filter"
        />
      </Flex>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {(date || direction) && (
        <Space wrap size={4} style={{ marginBottom: 12 }} data-testid="bank-transfer-filters">
          <Typography.Text type="secondary">{t.filteredBy}</Typography.Text>
          {date && (
            <Tag
              closable={{ 'aria-label': t.removeFilter }}
              onClose={() => go({ date: undefined })}
              data-testid="bank-transfer-date-filter"
            >
              {t.dayFilter(dayLabel(date))}
            </Tag>
          )}
          {direction && (
            <Tag
              closable={{ 'aria-label': t.removeFilter }}
              color={direction === 'in' ? 'green' : 'volcano'}
              onClose={() => go({ direction: undefined })}
              data-testid="bank-transfer-direction-filter"
            >
              {t.directionFilter[direction]}
            </Tag>
          )}
        </Space>
      )}
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
