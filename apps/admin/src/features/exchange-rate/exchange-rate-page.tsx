/**
 * 'Tỷ giá' page: the purchase rate in force, a form to set a new one, and the history of rates.
 * New orders freeze the rate in force when they are placed; older orders keep theirs.
 */

import { exchangeRateEndpoints } from '@app/shared/contracts/exchange-rate.endpoints';
import { formatDateTime, formatNumber } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Empty, Flex, Row, Statistic, Table, Typography } from 'antd';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { type ExchangeRate, exchangeRateQuery } from './api.ts';
import { ExchangeRateForm } from './exchange-rate-form.tsx';

const t = messages.exchangeRate;

const columns = [
  {
    title: t.rateColumn,
    dataIndex: 'rate',
    render: (rate: number) => `${formatNumber(rate)} ${messages.common.perCny}`,
  },
  { title: t.effectiveFrom, dataIndex: 'effectiveFrom', render: (iso: string) => formatDateTime(iso) },
  { title: t.createdBy, dataIndex: 'createdBy' },
];

function CurrentRate({ rate }: { rate: ExchangeRate | null }) {
  if (!rate) return <Empty description={t.none} />;
  return (
    <>
      <Statistic value={formatNumber(rate.rate)} suffix={messages.common.perCny} data-testid="current-rate" />
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        items={[
          { key: 'from', label: t.effectiveFrom, children: formatDateTime(rate.effectiveFrom) },
          { key: 'by', label: t.createdBy, children: rate.createdBy },
        ]}
      />
    </>
  );
}

export function ExchangeRatePage() {
  useTitle(t.title);
  const rates = useQuery(exchangeRateQuery);
  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {rates.isError && <LoadError error={rates.error} onRetry={() => rates.refetch()} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t.current} loading={rates.isPending} style={{ height: '100%' }}>
            <CurrentRate rate={rates.data?.current ?? null} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t.formTitle} style={{ height: '100%' }}>
            <ExchangeRateForm />
          </Card>
        </Col>
      </Row>
      <Flex justify="space-between" align="center" style={{ marginTop: 24, marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.history}
        </Typography.Title>
        <CsvButton endpoint={exchangeRateEndpoints.export} fileName="ty-gia" />
      </Flex>
      <Table<ExchangeRate>
        rowKey="id"
        size="middle"
        loading={rates.isFetching}
        columns={columns}
        dataSource={rates.data?.history ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="rate-history"
      />
    </>
  );
}
