/**
 * "Hoa hồng đại lý" (/commissionRule, admins: `manage:commission-rule`): one row per service — on
 * or off, the fee it is a percentage of, the percent and the months after the customer's linking
 * (0: forever) — saved as a whole (PUT /Admin/CommissionRule); who changed it last and when.
 */
import { commissionBaseLabels, commissionServiceLabels } from '@app/shared/contracts/agency';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, InputNumber, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { agencyMessages as t } from '../../messages-agency.ts';
import { commissionRulesQuery, useSaveCommissionRules } from './api.ts';
import { type RuleRow, toRows, toRulesInput } from './commission-model.ts';

export function CommissionRulePage() {
  useTitle(t.rulesTitle);
  const { message } = App.useApp();
  const canEdit = useCan('manage:commission-rule');
  const q = useQuery(commissionRulesQuery);
  const save = useSaveCommissionRules();
  const [rows, setRows] = useState<RuleRow[] | null>(null);
  const [bad, setBad] = useState<{ service: string; field: 'percent' | 'months' } | null>(null);
  useEffect(() => {
    if (q.data) setRows(toRows(q.data.rules));
  }, [q.data]);

  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data || !rows) return <Skeleton active />;
  const update = (service: string, patch: Partial<RuleRow>) => {
    setBad(null);
    setRows((list) => (list ?? []).map((r) => (r.service === service ? { ...r, ...patch } : r)));
  };
  const onSave = () => {
    const out = toRulesInput(rows);
    if (!out.ok) return setBad({ service: out.service, field: out.field });
    save
      .mutateAsync(out.input)
      .then(() => message.success(t.rulesSaved))
      .catch((e) => message.error(errorNotice(e)));
  };
  const status = (r: RuleRow, field: 'percent' | 'months') =>
    bad?.service === r.service && bad.field === field ? ('error' as const) : undefined;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t.rulesTitle}
      </Typography.Title>
      <Alert type="info" showIcon message={t.rulesHint} />
      <Card size="small">
        <Table<RuleRow>
          rowKey="service"
          size="middle"
          pagination={false}
          dataSource={rows}
          onRow={(r) => ({ 'data-testid': 'commission-rule', 'data-service': r.service }) as object}
          columns={[
            {
              title: t.enabled,
              key: 'enabled',
              render: (_, r) => (
                <Switch
                  checked={r.enabled}
                  disabled={!canEdit}
                  onChange={(enabled) => update(r.service, { enabled })}
                  aria-label={`${t.enabled} ${commissionServiceLabels[r.service]}`}
                />
              ),
            },
            { title: t.service, key: 'service', render: (_, r) => commissionServiceLabels[r.service] },
            { title: t.base, key: 'base', render: (_, r) => commissionBaseLabels[r.base] },
            {
              title: t.percent,
              key: 'percent',
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <Input
                    value={r.percent}
                    disabled={!canEdit || !r.enabled}
                    status={status(r, 'percent')}
                    suffix="%"
                    inputMode="decimal"
                    style={{ width: 120 }}
                    onChange={(e) => update(r.service, { percent: e.target.value })}
                    aria-label={`${t.percent} ${commissionServiceLabels[r.service]}`}
                    data-testid="commission-percent"
                  />
                  {status(r, 'percent') && <Typography.Text type="danger">{t.percentInvalid}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t.months,
              key: 'months',
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <InputNumber
                    value={r.months}
                    min={0}
                    max={120}
                    precision={0}
                    disabled={!canEdit || !r.enabled}
                    status={status(r, 'months')}
                    style={{ width: 120 }}
                    onChange={(v) => update(r.service, { months: typeof v === 'number' ? v : Number.NaN })}
                    aria-label={`${t.months} ${commissionServiceLabels[r.service]}`}
                    data-testid="commission-months"
                  />
                  <Typography.Text type="secondary">{r.months === 0 ? t.monthsForever : ''}</Typography.Text>
                  {status(r, 'months') && <Typography.Text type="danger">{t.monthsInvalid}</Typography.Text>}
                </Space>
              ),
            },
          ]}
        />
        {canEdit && (
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            loading={save.isPending}
            onClick={onSave}
            data-testid="commission-save"
          >
            {t.saveRules}
          </Button>
        )}
        {q.data.updatedAt && (
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">
              {q.data.updatedBy
                ? t.updated(formatDateTime(q.data.updatedAt), q.data.updatedBy.fullName)
                : t.updatedAt(formatDateTime(q.data.updatedAt))}
            </Typography.Text>
          </div>
        )}
      </Card>
    </Space>
  );
}
