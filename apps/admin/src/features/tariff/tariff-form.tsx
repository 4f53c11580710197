/**
 * "Lập phiên bản mới" (decision 0099): the version in force as an editable form in readable units
 * (tariff-form-model.ts), tiers as rows, an effective time defaulting to now; the preview on three
 * sample orders, then publishing. The shared contract checks the whole shape before either call.
 */
import { fieldLabels } from '@app/shared/contracts/common';
import { type TariffShape, tariffShape } from '@app/shared/contracts/tariff';
import { Alert, App, Button, Card, Col, DatePicker, Form, InputNumber, Popconfirm, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { tariffMessages as t } from '../../messages-tariff.ts';
import { type TariffVersion, usePreview, usePublish } from './api.ts';
import { type TariffForm as Model, toForm, toShape } from './tariff-form-model.ts';
import { TariffPreviewTables } from './tariff-preview.tsx';
import { TierList } from './tier-list.tsx';

type Values = Model & { effectiveFrom: Dayjs | null };
const u = t.units;

function Num({ name, label, suffix }: { name: (string | number)[] | string; label: string; suffix: string }) {
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 8 }}>
      <InputNumber<number> {...typedNumber} suffix={suffix} style={{ width: 220 }} />
    </Form.Item>
  );
}

/** The first problem the contract finds, named in Vietnamese, or null when the shape is valid. */
function problemOf(shape: TariffShape): string | null {
  const parsed = tariffShape.safeParse(shape);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const key = [...issue.path].reverse().find((p) => typeof p === 'string') as string | undefined;
  return t.edit.invalid(key ? (fieldLabels[key] ?? key) : t.title, issue.message);
}

export function TariffEditForm({
  current,
  routes,
}: {
  current: TariffVersion;
  routes: { id: number; name: string }[];
}) {
  const initial = useMemo(() => ({ ...toForm(current, routes), effectiveFrom: dayjs() }), [current, routes]);
  const [form] = Form.useForm<Values>();
  const preview = usePreview();
  const publish = usePublish();
  const { message } = App.useApp();

  const shapeOrWarn = (): TariffShape | null => {
    const values = form.getFieldsValue(true) as Values;
    const shape = toShape(values);
    const problem = problemOf(shape);
    if (problem) message.error(problem);
    return problem ? null : shape;
  };
  const runPreview = () => {
    const shape = shapeOrWarn();
    if (shape) preview.mutate(shape, { onError: (e) => message.error(errorText(e)) });
  };
  const runPublish = () => {
    const shape = shapeOrWarn();
    if (!shape) return;
    const at = (form.getFieldValue('effectiveFrom') as Dayjs | null) ?? null;
    // A time already past (the default "now" of a form opened a while ago) means now.
    const effectiveFrom = at?.isAfter(dayjs()) ? at.toISOString() : undefined;
    publish.mutate(
      { ...shape, effectiveFrom },
      { onSuccess: () => message.success(t.edit.published), onError: (e) => message.error(errorText(e)) },
    );
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} name="tariff" data-testid="tariff-form">
      <Typography.Paragraph type="secondary">{t.edit.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <Card size="small" title={t.sections.rates}>
            <Num name="purchaseRate" label={t.purchaseRate} suffix={u.rate} />
            <Num name="consignmentRate" label={t.consignmentRate} suffix={u.rate} />
          </Card>
          <Card size="small" title={t.sections.deposit} style={{ marginTop: 16 }}>
            <Num name="depositPercent" label={t.deposit} suffix={u.percent} />
            <Num name="quotedDepositPercent" label={t.quotedDeposit} suffix={u.percent} />
          </Card>
          <Card size="small" title={t.sections.extras} style={{ marginTop: 16 }}>
            <Num name="crateFirstCny" label={`${t.crate}: kg đầu`} suffix={u.cny} />
            <Num name="crateNextCny" label={`${t.crate}: mỗi kg tiếp theo`} suffix={u.cny} />
            <Num name="insurancePercent" label={t.insurance} suffix={u.percent} />
          </Card>
        </Col>
        <Col span={16}>
          <Card size="small" title={t.sections.service}>
            <TierList
              name={['serviceTiers']}
              bound="below"
              value="percent"
              boundSuffix={u.vnd}
              valueSuffix={u.percent}
              testId="tiers-service"
            />
            <Num name="serviceMin" label={t.serviceMin} suffix={u.vnd} />
          </Card>
          <Card size="small" title={t.sections.counting} style={{ marginTop: 16 }}>
            <TierList
              name={['countingTiers']}
              bound="max"
              value="perItem"
              boundSuffix={u.items}
              valueSuffix={u.perItem}
              testId="tiers-counting"
            />
          </Card>
          <Card size="small" title={t.sections.payOnBehalf} style={{ marginTop: 16 }}>
            <TierList
              name={['pobTiers']}
              bound="belowCny"
              value="rate"
              boundSuffix={u.cny}
              valueSuffix={u.rate}
              testId="tiers-pob"
            />
            <Space>
              <Num name="pobFeePercent" label={t.pobFee} suffix={u.percent} />
              <Num name="pobFeeMin" label={t.minimum} suffix={u.vnd} />
            </Space>
          </Card>
          <Card size="small" title={t.sections.consignment} style={{ marginTop: 16 }}>
            <Space wrap>
              <Num name="fastPerKg" label={t.fast} suffix={u.perKg} />
              <Num name="consInsurancePercent" label={t.consInsurance} suffix={u.percent} />
              <Num name="consCrateFirstCny" label={`${t.consCrate}: kg đầu`} suffix={u.cny} />
              <Num name="consCrateNextCny" label={`${t.consCrate}: mỗi kg tiếp theo`} suffix={u.cny} />
            </Space>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t.sections.shipping}>
            <Row gutter={[16, 16]}>
              {initial.routes.map((r, i) => (
                <Col span={12} key={r.routeId}>
                  <Typography.Text strong>{r.name}</Typography.Text>
                  {r.borrowed && <Alert type="warning" showIcon title={t.borrowed} style={{ margin: '8px 0' }} />}
                  <TierList
                    name={['routes', i, 'tiers']}
                    bound="belowKg"
                    value="perKg"
                    boundSuffix={u.kg}
                    valueSuffix={u.perKg}
                    testId={`tiers-route-${r.routeId}`}
                  />
                  <Space>
                    <Num name={['routes', i, 'perM3']} label={t.perM3} suffix={u.vnd} />
                    <Num name={['routes', i, 'divisor']} label={t.divisor} suffix="" />
                  </Space>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
      <Card size="small" style={{ marginTop: 16 }}>
        <Space align="end" wrap>
          <Form.Item
            name="effectiveFrom"
            label={t.edit.effectiveFrom}
            extra={t.edit.effectiveHint}
            style={{ marginBottom: 0 }}
          >
            <DatePicker showTime format="DD/MM/YYYY HH:mm" data-testid="tariff-effective" />
          </Form.Item>
          <Button onClick={runPreview} loading={preview.isPending} data-testid="tariff-preview-button">
            {t.edit.preview}
          </Button>
          <Popconfirm title={t.edit.confirm} description={t.edit.confirmText} onConfirm={runPublish}>
            <Button type="primary" loading={publish.isPending} data-testid="tariff-publish">
              {t.edit.publish}
            </Button>
          </Popconfirm>
        </Space>
      </Card>
      {preview.data && (
        <div style={{ marginTop: 16 }}>
          <TariffPreviewTables preview={preview.data} />
        </div>
      )}
    </Form>
  );
}
