/**
 * "Thay đổi trên 3 đơn mẫu" (decision 0099): each sample order's fee lines under the version in force
 * and under the proposal, with the difference, then the totals and the deposit.
 */
import type { TariffPreview } from '@app/shared/contracts/tariff';
import { formatVnd } from '@app/shared/money';
import { Card, Col, Row, Table, Typography } from 'antd';
import { tariffMessages as t } from '../../messages-tariff.ts';

type Sample = TariffPreview['samples'][number];
interface Line {
  key: string;
  label: string;
  before: number;
  after: number;
}

function linesOf(s: Sample): Line[] {
  const keys = [...new Set([...s.current.lines, ...s.proposed.lines].map((l) => l.kind))];
  const amount = (lines: Sample['current']['lines'], kind: string) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + (l.amountVnd ?? 0), 0);
  const rows = keys.map((kind) => ({
    key: kind,
    label: [...s.current.lines, ...s.proposed.lines].find((l) => l.kind === kind)!.label,
    before: amount(s.current.lines, kind),
    after: amount(s.proposed.lines, kind),
  }));
  return [
    ...rows,
    { key: 'total', label: t.preview.total, before: s.current.totalVnd, after: s.proposed.totalVnd },
    { key: 'deposit', label: t.preview.deposit, before: s.current.depositVnd, after: s.proposed.depositVnd },
  ];
}

const signed = (n: number) => (n > 0 ? `+${formatVnd(n)}` : formatVnd(n));

export function TariffPreviewTables({ preview }: { preview: TariffPreview }) {
  return (
    <Card size="small" title={t.preview.title} data-testid="tariff-preview">
      <Row gutter={[16, 16]}>
        {preview.samples.map((s) => (
          <Col span={24} key={s.name}>
            <Typography.Text strong>{s.name}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {s.description}
            </Typography.Paragraph>
            <Table<Line>
              size="small"
              pagination={false}
              dataSource={linesOf(s)}
              columns={[
                { title: t.preview.line, dataIndex: 'label' },
                { title: t.preview.before, dataIndex: 'before', align: 'right', render: formatVnd },
                { title: t.preview.after, dataIndex: 'after', align: 'right', render: formatVnd },
                {
                  title: t.preview.diff,
                  align: 'right',
                  render: (_, l) => (
                    <Typography.Text type={l.after > l.before ? 'danger' : l.after < l.before ? 'success' : undefined}>
                      {signed(l.after - l.before)}
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
