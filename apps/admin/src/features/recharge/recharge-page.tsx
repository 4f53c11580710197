/**
 * 'Nạp tiền' page: recharge requests filtered by status (default 'Chờ duyệt') and the search box
 * (code, transfer memo, customer phone or name), newest first as the API sends them, with
 * approve/cancel on pending rows, exportable to CSV. Filter, search and page live in the URL
 * (`?status=approved&q=lan&page=2`) so a reload or a shared link shows the same list.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, Typography } from 'antd';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { NoResults } from '../../components/no-results.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { parseStatusFilter, statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { RECHARGE_PAGE_SIZE, type RechargeFilter, rechargeFilterQuery, rechargesQuery } from './api.ts';
import { rechargeColumns } from './recharge-columns.tsx';

const t = messages.recharge;

const filterOptions = statusFilterOptions(rechargeMachine, messages.common.all, 'last');

/** `?status=`: a status, `all`, or `pending` (what waits for staff) for anything else. */
const parseFilter = (value: string | null): RechargeFilter =>
  parseStatusFilter(rechargeMachine.statuses, value, 'pending');

export function RechargePage() {
  useTitle(t.title);
  const { status, page, q, go } = useListParams(parseFilter, { search: true });
  const list = useQuery(rechargesQuery(status, page, q));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<RechargeFilter>
          options={filterOptions}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="recharge-status-filter"
        />
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <SearchBox
          value={q}
          placeholder={messages.search.recharges}
          onSearch={(next) => go({ q: next })}
          testId="recharge-search"
        />
        <CsvButton
          endpoint={adminRechargeEndpoints.export}
          query={rechargeFilterQuery(status, q)}
          fileName="nap-tien"
        />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<Recharge>
        rowKey="id"
        size="middle"
        columns={rechargeColumns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: q ? (
            <NoResults
              q={q}
              status={status === 'all' ? undefined : rechargeMachine.labels[status]}
              onAllStatuses={() => go({ status: 'all' })}
            />
          ) : (
            t.empty
          ),
        }}
        scroll={{ x: 960 }}
        onRow={(recharge) => ({ 'data-testid': 'recharge-row', 'data-memo': recharge.memo }) as object}
        pagination={{
          current: page,
          pageSize: RECHARGE_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}
