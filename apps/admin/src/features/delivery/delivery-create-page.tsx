/**
 * /delivery/create: a delivery request for a customer who called in. Staff find the customer by
 * customer code or phone, see their parcels waiting at VN warehouses (one warehouse per request, all
 * its parcels preselected) with what each order still owes, pick the address, method, a note and the
 * amount the carrier collects (COD), then create it: the wallet pays as when the customer asks.
 */
import type { AdminDeliveryAvailable, DeliveryMethod } from '@app/shared/contracts/delivery';
import { deliveryMethods } from '@app/shared/contracts/delivery';
import { formatVnd } from '@app/shared/money';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  InputNumber,
  Radio,
  Select,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Weights } from '../../components/weights.tsx';
import { errorText } from '../../lib/api-client.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { availableFor, useCreateForCustomer } from './api.ts';

const t = messages.delivery;

/** A fresh Idempotency-Key for one form (randomUUID exists only in secure contexts). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

type ParcelRow = AdminDeliveryAvailable['warehouses'][number]['orders'][number]['parcels'][number] & {
  orderLabel: string;
  remainingVnd: number;
};

export function DeliveryCreatePage() {
  useTitle(t.createTitle);
  const [who, setWho] = useState('');
  const [found, setFound] = useState<AdminDeliveryAvailable | null>(null);
  const [finding, setFinding] = useState(false);
  const [houseId, setHouseId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [method, setMethod] = useState<DeliveryMethod>('carrier');
  const [note, setNote] = useState('');
  const [codVnd, setCod] = useState(0);
  const [key, setKey] = useState(newKey);
  const create = useCreateForCustomer();
  const { message } = App.useApp();
  const navigate = useNavigate();

  async function find() {
    if (!who.trim()) return;
    setFinding(true);
    try {
      const a = await availableFor(who.trim());
      setFound(a);
      const first = a.warehouses[0];
      setHouseId(first?.id ?? null);
      setSelected(first ? first.orders.flatMap((o) => o.parcels.map((p) => p.id)) : []);
      setAddressId((a.addresses.find((x) => x.isDefault) ?? a.addresses[0])?.id ?? null);
      setKey(newKey());
    } catch (err) {
      setFound(null);
      message.error(errorText(err));
    } finally {
      setFinding(false);
    }
  }

  const house = found?.warehouses.find((w) => w.id === houseId);
  const rows: ParcelRow[] =
    house?.orders.flatMap((o) =>
      o.parcels.map((p) => ({ ...p, orderLabel: `${t.orderTypes[o.type]} ${o.code}`, remainingVnd: o.remainingVnd })),
    ) ?? [];
  const chosen = house?.orders.filter((o) => o.parcels.some((p) => selected.includes(p.id))) ?? [];
  const total = chosen.reduce((s, o) => s + o.remainingVnd, 0);
  const missing = found ? Math.max(0, total - found.balanceVnd) : 0;

  async function submit() {
    if (!found || !addressId || selected.length === 0) return;
    try {
      const d = await create.mutateAsync({
        body: { customerId: found.customer.id, parcelIds: selected, addressId, method, note: note.trim(), codVnd },
        key,
      });
      message.success(t.created);
      navigate(`/delivery/${d.id}`);
    } catch (err) {
      message.error(errorText(err));
    }
  }

  return (
    <Flex vertical gap={16}>
      <Link to="/delivery">← {t.backToQueue}</Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t.createTitle}
      </Typography.Title>
      <Flex gap={8} wrap>
        <Input
          style={{ width: 320 }}
          value={who}
          onChange={(e) => setWho(e.target.value)}
          onPressEnter={find}
          placeholder={t.findPlaceholder}
          aria-label={t.findCustomer}
          maxLength={30}
          data-testid="delivery-find-customer"
        />
        <Button onClick={find} loading={finding} data-testid="delivery-find">
          {t.find}
        </Button>
      </Flex>
      {found && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t.customer}>
              {found.customer.fullName} ({found.customer.code})
            </Descriptions.Item>
            <Descriptions.Item label={t.phone}>{found.customer.phone}</Descriptions.Item>
            <Descriptions.Item label={t.balance}>{formatVnd(found.balanceVnd)}</Descriptions.Item>
          </Descriptions>
          {found.warehouses.length === 0 ? (
            <Alert type="info" showIcon title={t.nothing} />
          ) : (
            <>
              <Card size="small" title={t.chooseParcels}>
                {found.warehouses.length > 1 && (
                  <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
                    <Typography.Text>{t.oneWarehouse}:</Typography.Text>
                    <Select
                      style={{ width: 200 }}
                      value={houseId}
                      onChange={(v) => {
                        setHouseId(v);
                        const w = found.warehouses.find((x) => x.id === v);
                        setSelected(w ? w.orders.flatMap((o) => o.parcels.map((p) => p.id)) : []);
                      }}
                      options={found.warehouses.map((w) => ({ value: w.id, label: w.name }))}
                    />
                  </Flex>
                )}
                <Table<ParcelRow>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={rows}
                  rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
                  columns={[
                    { title: t.parcelCode, dataIndex: 'code' },
                    { title: t.parcelTracking, dataIndex: 'trackingCode' },
                    { title: t.order, dataIndex: 'orderLabel' },
                    {
                      title: t.weight,
                      align: 'right',
                      render: (_, p) => <Weights grams={p.weightGrams} kg10={p.chargeableKg10} />,
                    },
                    { title: t.remaining, align: 'right', render: (_, p) => formatVnd(p.remainingVnd) },
                  ]}
                />
              </Card>
              <Card size="small" title={t.chooseAddress}>
                {found.addresses.length === 0 ? (
                  <Alert type="warning" showIcon title={t.noAddress} />
                ) : (
                  <Radio.Group
                    value={addressId}
                    onChange={(e) => setAddressId(e.target.value)}
                    style={{ display: 'grid', gap: 8 }}
                    options={found.addresses.map((a) => ({
                      value: a.id,
                      label: `${a.receiverName} · ${a.phone} · ${a.fullAddress}`,
                    }))}
                  />
                )}
              </Card>
              <Card size="small" title={t.method}>
                <Flex vertical gap={12}>
                  <Radio.Group
                    value={method}
                    onChange={(e) => setMethod(e.target.value)}
                    options={deliveryMethods.map((m) => ({ value: m, label: t.methods[m] }))}
                  />
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text>{t.cod}</Typography.Text>
                    <InputNumber<number>
                      {...typedNumber}
                      min={0}
                      max={1_000_000_000}
                      step={1000}
                      value={codVnd}
                      onChange={(v) => setCod(Math.round(v ?? 0))}
                      style={{ width: 180 }}
                      suffix="₫"
                    />
                  </Flex>
                  <Input.TextArea
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                    maxLength={500}
                    placeholder={t.staffNote}
                    autoSize={{ minRows: 2, maxRows: 4 }}
                  />
                </Flex>
              </Card>
              <Descriptions size="small" bordered column={1}>
                <Descriptions.Item label={t.total}>
                  <strong data-testid="staff-delivery-total">{formatVnd(total)}</strong>
                </Descriptions.Item>
                <Descriptions.Item label={t.balance}>{formatVnd(found.balanceVnd)}</Descriptions.Item>
              </Descriptions>
              {missing > 0 && <Alert type="error" showIcon title={t.missing(formatVnd(missing))} />}
              <Button
                type="primary"
                size="large"
                onClick={submit}
                loading={create.isPending}
                disabled={missing > 0 || !addressId || selected.length === 0}
                data-testid="staff-delivery-submit"
                style={{ alignSelf: 'flex-start' }}
              >
                {t.submit}
              </Button>
            </>
          )}
        </>
      )}
    </Flex>
  );
}
