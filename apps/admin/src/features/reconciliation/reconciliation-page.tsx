/**
 * 'Đối soát' page (DESIGN.md §3.8, decision 0107): pick a day (`?date=YYYY-MM-DD`, default today in
 * Vietnam); the page shows the opening and closing balance of every ledger account kind, the day's
 * entries per type, recharges credited against bank notifications, withdrawals paid against
 * outgoing transfers, refunds and adjustments, each with a link to its rows (`?type=` opens them in
 * a drawer), the last nightly ledger check, and a CSV button.
 */

import type { Figure, Reconciliation } from '@app/shared/contracts/reconciliation';
import { reconciliationEndpoints } from '@app/shared/contracts/reconciliation.endpoints';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { type LedgerEntryType, ledgerEntryTypes } from '@app/shared/statuses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, DatePicker, Flex, Row, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { type Movement, reconciliationQuery } from './api.ts';
import { EntriesDrawer } from './entries-drawer.tsx';

const t = moneyControlMessages.reconciliation;

/** Today in Vietnam, `YYYY-MM-DD`. */
function todayInVietnam(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
}

// One minus sign everywhere on the page (U+2212, as `signed` writes it), whatever Intl prints.
const vnd = (n: number) => (n < 0 ? `−${formatVnd(-n)}` : formatVnd(n));
const signed = (n: number) => (n === 0 ? vnd(0) : `${n > 0 ? '+' : '−'}${vnd(Math.abs(n))}`);

/** One figure as a table row: what, how many, how much, and the link to its rows. */
interface Line {
  key: string;
  label: string;
  count?: number;
  amountVnd: number;
  link?: string;
  strong?: boolean;
}

const fig = (key: string, label: string, f: Figure): Line => ({ key, label, ...f });

function Figures({ title, lines, testId }: { title: string; lines: Line[]; testId: string }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Table<Line>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          {
            title: t.type,
            dataIndex: 'label',
            render: (label: string, l) => (l.strong ? <strong>{label}</strong> : label),
          },
          { title: t.count, dataIndex: 'count', align: 'right', render: (n?: number) => n ?? '' },
          {
            title: t.amount,
            dataIndex: 'amountVnd',
            align: 'right',
            render: (n: number, l) =>
              l.strong ? <Typography.Text type={n === 0 ? 'success' : 'danger'}>{signed(n)}</Typography.Text> : vnd(n),
          },
          { title: '', dataIndex: 'link', render: (link?: string) => (link ? <Link to={link}>{t.rows}</Link> : null) },
        ]}
      />
    </Card>
  );
}

function LedgerCheck({ check }: { check: Reconciliation['ledgerCheck'] }) {
  if (!check) return <Alert type="info" showIcon message={t.checkNone} data-testid="ledger-check" />;
  const at = formatDateTime(check.at);
  if (check.ok) return <Alert type="success" showIcon message={t.checkOk(at)} data-testid="ledger-check" />;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="ledger-check"
      message={t.checkFailed(at, check.problems.length)}
      description={
        <Table
          rowKey={(p) => `${p.kind}-${p.subject}`}
          size="small"
          pagination={false}
          dataSource={check.problems}
          columns={[
            { title: t.rule, dataIndex: 'kind' },
            { title: t.subject, dataIndex: 'subject' },
            { title: t.expected, dataIndex: 'expected' },
            { title: t.actual, dataIndex: 'actual' },
          ]}
        />
      }
    />
  );
}

export function ReconciliationPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : todayInVietnam();
  const type = ledgerEntryTypes.includes(params.get('type') as LedgerEntryType)
    ? (params.get('type') as LedgerEntryType)
    : undefined;
  const movementParam = params.get('movement');
  const movement =
    movementParam === 'withdrawal-paid' || movementParam === 'withdrawal-hold'
      ? (movementParam as Movement)
      : undefined;
  const report = useQuery(reconciliationQuery(date));
  const r = report.data;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <DatePicker
            aria-label={t.date}
            value={dayjs(date)}
            format="DD/MM/YYYY"
            allowClear={false}
            onChange={(d) => d && setParams({ date: d.format('YYYY-MM-DD') })}
            data-testid="reconciliation-date"
          />
          <CsvButton endpoint={reconciliationEndpoints.export} query={{ date }} fileName={`doi-soat-${date}`} />
        </Flex>
      </Flex>
      {report.isError && <LoadError error={report.error} onRetry={() => report.refetch()} />}
      {r && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t.day(formatDateTime(r.from), formatDateTime(r.to))}</Typography.Text>
          <LedgerCheck check={r.ledgerCheck} />
          <Card title={t.balances} size="small" data-testid="reconciliation-balances">
            <Table
              rowKey="kind"
              size="small"
              pagination={false}
              dataSource={r.balances}
              columns={[
                { title: t.account, dataIndex: 'label' },
                { title: t.opening, dataIndex: 'openingVnd', align: 'right', render: vnd },
                { title: t.change, dataIndex: 'changeVnd', align: 'right', render: signed },
                { title: t.closing, dataIndex: 'closingVnd', align: 'right', render: vnd },
              ]}
            />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Figures
                title={t.recharges}
                testId="reconciliation-recharges"
                lines={[
                  fig('credited', t.credited, r.recharges.credited),
                  fig('matched', t.bankMatched, r.recharges.bankMatched),
                  fig('unmatched', t.bankUnmatched, r.recharges.bankUnmatched),
                  { key: 'difference', label: t.difference, amountVnd: r.recharges.differenceVnd, strong: true },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Figures
                title={t.withdrawals}
                testId="reconciliation-withdrawals"
                lines={[
                  fig('paid', t.paid, r.withdrawals.paid),
                  fig('outgoing', t.bankOutgoing, r.withdrawals.bankOutgoing),
                  { key: 'difference', label: t.difference, amountVnd: r.withdrawals.differenceVnd, strong: true },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Figures
                title={t.refunds}
                testId="reconciliation-refunds"
                lines={r.refunds.map((f) => fig(f.type, f.label, f))}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Figures
                title={t.adjustments}
                testId="reconciliation-adjustments"
                lines={[
                  fig('credits', t.adjustmentCredits, r.adjustments.credits),
                  fig('debits', t.adjustmentDebits, r.adjustments.debits),
                  fig('pending', t.adjustmentPending, r.adjustments.pending),
                ]}
              />
            </Col>
          </Row>
          <Card title={t.entries} size="small" data-testid="reconciliation-entries">
            <Table
              rowKey="type"
              size="small"
              pagination={false}
              dataSource={r.entryTotals}
              locale={{ emptyText: t.none }}
              columns={[
                { title: t.type, dataIndex: 'label' },
                { title: t.count, dataIndex: 'count', align: 'right' },
                { title: t.amount, dataIndex: 'amountVnd', align: 'right', render: vnd },
                { title: t.walletNet, dataIndex: 'walletNetVnd', align: 'right', render: signed },
                { title: '', dataIndex: 'link', render: (link: string) => <Link to={link}>{t.rows}</Link> },
              ]}
            />
          </Card>
        </Flex>
      )}
      {(type || movement) && (
        <EntriesDrawer date={date} type={type} movement={movement} onClose={() => setParams({ date })} />
      )}
    </>
  );
}
