/**
 * 'Kiện trôi nổi' (/unclaimed): parcels received with no known owner, newest first, with photos,
 * weight, warehouse and customers' claims; staff assign one to an order or a customer, or confirm
 * or reject a claim. A member sees those of its own warehouses only (decision 0103).
 */
import type { UnclaimedParcel } from '@app/shared/contracts/parcel';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Form, Image, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NoWarehouse } from '../../components/no-warehouse.tsx';
import { errorText } from '../../lib/api-client.ts';
import { myWarehousesQuery } from '../../lib/my-warehouses.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import {
  UNCLAIMED_PAGE_SIZE,
  unclaimedQuery,
  useAssign,
  useConfirmClaim,
  usePhotoShowsLabel,
  useRejectClaim,
} from './api.ts';
import { CustomerCodeInput, OrderPicker } from './owner-pickers.tsx';

const t = messages.warehouse.unclaimed;
const p = messages.warehouse.parcel;

export function UnclaimedPage() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const warehouseId = Number(params.get('warehouseId')) || 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const houses = useQuery(myWarehousesQuery());
  const list = useQuery(unclaimedQuery({ warehouseId, page }));
  const assign = useAssign();
  const confirm = useConfirmClaim();
  const reject = useRejectClaim();
  const showsLabel = usePhotoShowsLabel();
  const { message } = App.useApp();
  const [assigning, setAssigning] = useState<UnclaimedParcel | null>(null);
  const [form] = Form.useForm<{ orderId?: number; customerId?: number }>();

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      message.success(done);
      return true;
    } catch (err) {
      message.error(errorText(err));
      return false;
    }
  };

  if (houses.data?.length === 0) return <NoWarehouse />;
  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Select
        style={{ width: 220, marginBottom: 12 }}
        value={warehouseId}
        onChange={(v) => setParams(v === 'all' ? {} : { warehouseId: String(v) }, { replace: true })}
        options={[
          { value: 'all', label: messages.warehouse.bag.allWarehouses },
          ...(houses.data ?? []).map((w) => ({ value: w.id, label: w.name })),
        ]}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<UnclaimedParcel>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1100 }}
        onRow={() => ({ 'data-testid': 'unclaimed-row' }) as object}
        columns={[
          {
            title: t.photos,
            width: 170,
            render: (_, r) =>
              r.photos.length === 0 ? (
                <Typography.Text type="secondary">{t.noPhotos}</Typography.Text>
              ) : (
                <Image.PreviewGroup>
                  <Space size={4} wrap>
                    {r.photos.map((ph) => (
                      // A photo that shows the courier label is hidden from customers (decision 0083).
                      <Flex key={ph.id} vertical gap={2}>
                        <Image src={ph.url} width={56} height={56} style={{ objectFit: 'cover' }} />
                        <Checkbox
                          checked={ph.showsLabel}
                          disabled={showsLabel.isPending}
                          onChange={(e) =>
                            showsLabel.mutate(
                              { id: ph.id, showsLabel: e.target.checked },
                              { onError: (err) => message.error(errorText(err)) },
                            )
                          }
                        >
                          {t.showsLabel}
                        </Checkbox>
                      </Flex>
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ),
          },
          { title: p.code, dataIndex: 'code', width: 130 },
          { title: p.trackingCode, dataIndex: 'trackingCode', width: 190 },
          {
            title: p.weight,
            width: 100,
            render: (_, r) =>
              r.weightGrams === null
                ? p.notMeasured
                : `${new Intl.NumberFormat('vi-VN').format(r.weightGrams / 1000)} kg`,
          },
          {
            title: messages.warehouse.bag.from,
            width: 140,
            render: (_, r) => r.warehouse?.name ?? messages.common.none,
          },
          { title: t.receivedAt, width: 150, render: (_, r) => formatDateTime(r.createdAt) },
          {
            title: t.claims,
            render: (_, r) =>
              r.claims.length === 0 ? (
                <Typography.Text type="secondary">{t.noClaims}</Typography.Text>
              ) : (
                <Flex vertical gap={6}>
                  {r.claims.map((c) => (
                    <div key={c.id} data-testid="claim">
                      <Tag color={c.status === 'pending' ? 'gold' : c.status === 'confirmed' ? 'green' : 'default'}>
                        {t.claimStatus[c.status]}
                      </Tag>
                      <strong>{c.customer.code}</strong> {c.customer.fullName} · {c.customer.phone}
                      <div style={{ color: '#555' }}>{c.note}</div>
                      {c.status === 'pending' && (
                        <Space size={4}>
                          <Button
                            size="small"
                            type="primary"
                            onClick={() => run(() => confirm.mutateAsync(c.id), t.confirmed)}
                          >
                            {t.confirm}
                          </Button>
                          <Button size="small" onClick={() => run(() => reject.mutateAsync(c.id), t.rejected)}>
                            {t.reject}
                          </Button>
                        </Space>
                      )}
                    </div>
                  ))}
                </Flex>
              ),
          },
          {
            title: '',
            width: 100,
            render: (_, r) => (
              <Button
                data-testid="unclaimed-assign"
                onClick={() => {
                  form.resetFields();
                  setAssigning(r);
                }}
              >
                {t.assign}
              </Button>
            ),
          },
        ]}
        pagination={{
          current: page,
          pageSize: UNCLAIMED_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => setParams({ ...Object.fromEntries(params), page: String(next) }),
        }}
      />
      <Modal
        open={assigning !== null}
        title={assigning ? t.assignTitle(assigning.code) : ''}
        okText={t.assignSubmit}
        cancelText={messages.common.close}
        confirmLoading={assign.isPending}
        onCancel={() => setAssigning(null)}
        onOk={async () => {
          const v = form.getFieldsValue();
          const ok = await run(
            () =>
              assign.mutateAsync({
                id: assigning!.id,
                orderId: v.orderId ?? undefined,
                customerId: v.customerId ?? undefined,
              }),
            t.assigned,
          );
          if (ok) setAssigning(null);
        }}
      >
        <Typography.Paragraph type="secondary">{t.assignHint}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="orderId" label={t.order}>
            <OrderPicker />
          </Form.Item>
          <Form.Item name="customerId" label={t.customer}>
            <CustomerCodeInput />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
