/**
 * "Hoàn tiền thanh toán hộ" (/orderPob/refund): the refund requests of pay-on-behalf orders and of
 * Taobao Global sub-orders (pending first, oldest first as the API orders them), by status, source
 * and search; 'Duyệt hoàn tiền' asks who was at fault (the fee returns only when it is the company)
 * and credits the wallet at the order's rate; 'Từ chối' takes a reason. Filters live in the URL.
 */
import {
  type PobFaultParty,
  type PobRefundRequest,
  pobFaultParties,
  pobFaultPartyLabels,
  refundTypeLabels,
  rejectPobRefundInput,
} from '@app/shared/contracts/pay-on-behalf';
import { type RefundRequestStatus, refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Radio,
  Segmented,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { errorNotice } from '../../components/error-notice.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { payOnBehalfMessages as t } from '../../messages-pay-on-behalf.ts';
import { POB_PAGE_SIZE, pobRefundsQuery, useApprovePobRefund, useRejectPobRefund } from './api.ts';
import { parseRefundFilter, type RefundFilter, refundSourceText } from './pob-model.ts';

const statusOptions: { value: RefundFilter['status']; label: string }[] = [
  ...refundRequestMachine.statuses.map((s) => ({ value: s, label: refundRequestMachine.labels[s] })),
  { value: 'all', label: messages.common.all },
];
const sourceOptions: { value: RefundFilter['source']; label: string }[] = [
  { value: 'all', label: t.allSources },
  { value: 'pay_on_behalf', label: t.refundSources.pay_on_behalf },
  { value: 'taobao_global', label: t.refundSources.taobao_global },
];

function Decide({ refund: r }: { refund: PobRefundRequest }) {
  const { message } = App.useApp();
  const approve = useApprovePobRefund();
  const reject = useRejectPobRefund();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [fault, setFault] = useState<PobFaultParty>('seller');
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const onError = (error: unknown) => message.error(errorNotice(error));
  const close = () => setOpen(null);
  return (
    <Space wrap>
      <Button
        type="primary"
        size="small"
        onClick={() => {
          setFault('seller');
          setOpen('approve');
        }}
        data-testid="pob-refund-approve"
      >
        {t.approve}
      </Button>
      <Button danger size="small" onClick={() => setOpen('reject')} data-testid="pob-refund-reject">
        {t.reject}
      </Button>
      <Modal
        open={open === 'approve'}
        title={t.approveTitle(r.orderCode)}
        okText={t.approveSubmit}
        cancelText={t.close}
        okButtonProps={{
          loading: approve.isPending,
          ...({ 'data-testid': 'pob-refund-approve-submit' } as Record<string, string>),
        }}
        onOk={() =>
          approve
            .mutateAsync({ id: r.id, faultParty: fault })
            .then(() => {
              message.success(t.approved);
              close();
            })
            .catch(onError)
        }
        onCancel={close}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t.approveCredit(formatVnd(r.amountVnd))} ({formatFen(r.amountFen)})
          </Typography.Text>
          <Typography.Text strong>{t.faultParty}</Typography.Text>
          <Radio.Group
            value={fault}
            onChange={(e) => setFault(e.target.value as PobFaultParty)}
            options={pobFaultParties.map((p) => ({ value: p, label: pobFaultPartyLabels[p] }))}
            data-testid="pob-refund-fault"
          />
          <Alert type={fault === 'company' ? 'warning' : 'info'} showIcon message={t.approveFaultHint} />
        </Space>
      </Modal>
      <Modal
        open={open === 'reject'}
        title={t.rejectTitle(r.orderCode)}
        okText={t.rejectSubmit}
        cancelText={t.close}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onOk={() => rejectForm.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form
          form={rejectForm}
          layout="vertical"
          clearOnDestroy
          onFinish={({ reason }) =>
            reject
              .mutateAsync({ id: r.id, reason: reason.trim() })
              .then(() => {
                message.success(t.rejected);
                close();
              })
              .catch(onError)
          }
        >
          <Form.Item name="reason" label={t.rejectReason} rules={[zodRule(rejectPobRefundInput.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.rejectPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function columns(canDecide: boolean): TableColumnsType<PobRefundRequest> {
  return [
    {
      title: t.refundOrder,
      key: 'order',
      render: (_, r) => (
        <>
          <Link to={`/orderPob/${r.orderId}`} data-testid="pob-refund-order">
            <Typography.Text strong>{r.orderCode}</Typography.Text>
          </Link>
          <div>
            <Typography.Text type="secondary">
              {refundSourceText(r, t.refundSources, t.subOrder)}
              {r.refundType ? ` · ${refundTypeLabels[r.refundType]}` : ''}
            </Typography.Text>
          </div>
          {r.taobaoGlobalOrderId && (
            <Link to={`/taobaoIntOrder/${r.taobaoGlobalOrderId}`}>{t.refundSources.taobao_global}</Link>
          )}
        </>
      ),
    },
    {
      title: t.customer,
      key: 'customer',
      render: (_, r) =>
        r.customer ? (
          <>
            <CustomerLink customer={r.customer} />
            <div>
              <Typography.Text type="secondary" style={nowrap}>
                {r.customer.phone}
              </Typography.Text>
            </div>
          </>
        ) : (
          '—'
        ),
    },
    {
      title: t.refundAmount,
      key: 'amount',
      align: 'right',
      render: (_, r) => (
        <>
          <div style={nowrap}>{formatFen(r.amountFen)}</div>
          <Typography.Text type="secondary" style={nowrap}>
            {formatVnd(r.amountVnd)}
            {r.feeRefundVnd > 0 ? ` ${t.feeRefund(formatVnd(r.feeRefundVnd))}` : ''}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t.refundReason,
      key: 'reason',
      render: (_, r) => (
        <>
          <div style={{ overflowWrap: 'anywhere' }}>{r.reason}</div>
          {r.photos.length > 0 && (
            <Space wrap size={4}>
              {r.photos.map((p) => (
                <Image key={p.id} src={p.url} width={40} height={40} style={{ objectFit: 'cover' }} alt={t.proofs} />
              ))}
            </Space>
          )}
          {r.platformDeadline && (
            <div>
              <Typography.Text type="warning">{t.deadline(formatDateTime(r.platformDeadline))}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: t.createdAt,
      key: 'createdAt',
      render: (_, r) => (
        <>
          <div style={nowrap}>{formatDateTime(r.createdAt)}</div>
          {r.requestedBy && <Typography.Text type="secondary">{r.requestedBy.fullName}</Typography.Text>}
        </>
      ),
    },
    {
      title: t.status,
      key: 'status',
      render: (_, r) => (
        <>
          <span data-testid="pob-refund-status">
            <StatusTag machine={refundRequestMachine} status={r.status as RefundRequestStatus} />
          </span>
          {r.faultParty && r.status === 'approved' && (
            <div>
              <Typography.Text type="secondary">
                {t.faultParty}: {pobFaultPartyLabels[r.faultParty]}
              </Typography.Text>
            </div>
          )}
          {r.rejectReason && (
            <div>
              <Typography.Text type="danger">{r.rejectReason}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    ...(canDecide
      ? [
          {
            title: '',
            key: 'actions',
            render: (_: unknown, r: PobRefundRequest) => (r.status === 'pending' ? <Decide refund={r} /> : null),
          },
        ]
      : []),
  ];
}

export function PobRefundPage() {
  useTitle(t.refundTitle);
  const canDecide = useCan('approve:pob-refund');
  const [params, setParams] = useSearchParams();
  const filter = parseRefundFilter(params.get('status'), params.get('source'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const list = useQuery(pobRefundsQuery(filter, page, q));
  const go = (next: Partial<RefundFilter> & { q?: string; page?: number }) => {
    const to = { ...filter, q, page: 1, ...next };
    setParams({
      status: to.status,
      ...(to.source !== 'all' ? { source: to.source } : {}),
      ...(to.q ? { q: to.q } : {}),
      ...(to.page > 1 ? { page: String(to.page) } : {}),
    });
  };
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.refundTitle}
        </Typography.Title>
        <Segmented<RefundFilter['status']>
          options={statusOptions}
          value={filter.status}
          onChange={(status) => go({ status })}
          data-testid="pob-refund-status-filter"
        />
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          value={q}
          placeholder={t.refundSearch}
          onSearch={(next) => go({ q: next })}
          testId="pob-refund-search"
        />
        <Select<RefundFilter['source']>
          value={filter.source}
          options={sourceOptions}
          onChange={(source) => go({ source })}
          style={{ minWidth: 180 }}
          aria-label={t.refundSource}
        />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<PobRefundRequest>
        rowKey="id"
        size="middle"
        columns={columns(canDecide)}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.refundEmpty }}
        scroll={{ x: 1100 }}
        onRow={(r) => ({ 'data-testid': 'pob-refund-row', 'data-code': r.orderCode }) as object}
        pagination={{
          current: page,
          pageSize: POB_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}
