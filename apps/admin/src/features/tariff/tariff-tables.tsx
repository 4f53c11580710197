/**
 * A tariff version as readable tables (decision 0099): rates, service fee, deposit, counting, crate
 * and insurance, shipping per route, consignment and pay-on-behalf, with Vietnamese labels and
 * amounts through the shared formatters. Used for the version in force and for each past version.
 */
import type { TariffShape } from '@app/shared/contracts/tariff';
import { formatFen, formatNumber, formatVnd } from '@app/shared/money';
import type { ShippingTariff } from '@app/shared/shipping';
import { routeShippingTariff } from '@app/shared/tariff-lookup';
import { Alert, Card, Col, Descriptions, Row, Table } from 'antd';
import { tariffMessages as t } from '../../messages-tariff.ts';
import { belowLabels, upToLabels } from './tier-labels.ts';

const pct = (bp: number) => `${formatNumber(bp / 100)}%`;
const rate = (r: number) => `${formatNumber(r)} ${t.units.rate}`;
const kg = (kg10: number) => `${formatNumber(kg10 / 10)} kg`;

function Tiers({ rows, head }: { rows: { label: string; value: string }[]; head: [string, string] }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="label"
      dataSource={rows}
      columns={[
        { title: head[0], dataIndex: 'label' },
        { title: head[1], dataIndex: 'value', align: 'right' },
      ]}
    />
  );
}

function Shipping({ tariff, name, borrowed }: { tariff: ShippingTariff; name: string; borrowed: boolean }) {
  const labels = belowLabels(
    tariff.perKgTiers.map((x) => x.belowKg10),
    kg,
  );
  return (
    <Card size="small" title={name} data-testid="tariff-route">
      {borrowed && <Alert type="warning" showIcon title={t.borrowed} style={{ marginBottom: 8 }} />}
      <Tiers
        head={[t.weight, t.perKg]}
        rows={tariff.perKgTiers.map((x, i) => ({ label: labels[i]!, value: `${formatVnd(x.perKgVnd)}/kg` }))}
      />
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t.perM3}>{formatVnd(tariff.perCubicMeterVnd)}</Descriptions.Item>
        <Descriptions.Item label={t.divisor}>{formatNumber(tariff.volumetricDivisor)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** `routes`: the routes to show (id and name); a route the version does not price shows its fallback, warned. */
export function TariffTables({ tariff, routes }: { tariff: TariffShape; routes: { id: number; name: string }[] }) {
  const p = tariff.purchase;
  const c = tariff.consignment;
  const pob = tariff.payOnBehalf;
  const service = belowLabels(
    p.serviceFeeTiers.map((x) => x.belowVnd),
    formatVnd,
  );
  const counting = upToLabels(
    p.countingFeeTiers.map((x) => x.maxItems),
    formatNumber,
  );
  const pobLabels = belowLabels(
    pob.rateTiers.map((x) => x.belowFen),
    formatFen,
  );
  const crate = (w: TariffShape['purchase']['woodenCrate']) =>
    t.crateText(formatFen(w.firstKgFen), formatFen(w.nextKgFen));
  return (
    <Row gutter={[16, 16]} data-testid="tariff-tables">
      <Col span={8}>
        <Card size="small" title={t.sections.rates}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.purchaseRate}>{rate(tariff.exchangeRates.purchase)}</Descriptions.Item>
            <Descriptions.Item label={t.consignmentRate}>{rate(tariff.exchangeRates.consignment)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t.sections.deposit} style={{ marginTop: 16 }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.deposit}>{pct(p.depositBasisPoints)}</Descriptions.Item>
            <Descriptions.Item label={t.quotedDeposit}>{pct(p.quotedDepositBasisPoints)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t.sections.extras} style={{ marginTop: 16 }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.crate}>{crate(p.woodenCrate)}</Descriptions.Item>
            <Descriptions.Item label={t.insurance}>{pct(p.insuranceBasisPoints)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={8}>
        <Card size="small" title={t.sections.service}>
          <Tiers
            head={[t.goodsValue, t.rate]}
            rows={p.serviceFeeTiers.map((x, i) => ({ label: service[i]!, value: pct(x.basisPoints) }))}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
            <Descriptions.Item label={t.serviceMin}>{formatVnd(p.serviceFeeMinVnd)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t.sections.counting} style={{ marginTop: 16 }}>
          <Tiers
            head={[t.itemCount, t.perItem]}
            rows={p.countingFeeTiers.map((x, i) => ({ label: counting[i]!, value: formatVnd(x.perItemVnd) }))}
          />
        </Card>
      </Col>
      <Col span={8}>
        <Card size="small" title={t.sections.consignment}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.fast}>{formatVnd(c.fastSurchargePerKgVnd)}</Descriptions.Item>
            <Descriptions.Item label={t.consInsurance}>{pct(c.insuranceBasisPoints)}</Descriptions.Item>
            <Descriptions.Item label={t.consCrate}>{crate(c.woodenCrate)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={t.sections.payOnBehalf} style={{ marginTop: 16 }}>
          <Tiers
            head={[t.pobTotal, t.pobRate]}
            rows={pob.rateTiers.map((x, i) => ({ label: pobLabels[i]!, value: rate(x.rate) }))}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
            <Descriptions.Item label={t.pobFee}>
              {t.pobFeeText(pct(pob.feeBasisPoints), formatVnd(pob.feeMinVnd))}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t.sections.shipping}>
          <Row gutter={[16, 16]}>
            {routes.map((r) => {
              const { tariff: s, own } = routeShippingTariff(tariff, r.id);
              return (
                <Col span={12} key={r.id}>
                  <Shipping tariff={s} name={r.name} borrowed={!own} />
                </Col>
              );
            })}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
