/**
 * 'Gán': credit an unmatched incoming transfer to a pending recharge (searched by code, memo or
 * customer; the wallet gets the transfer's amount, the difference is shown) or to a customer
 * (searched by name, phone or email; a recharge is created and approved at once).
 */
import type { BankTransfer } from '@app/shared/contracts/bank-transfer';
import { formatVnd } from '@app/shared/money';
import { App, Modal, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { bankTransferMessages as t } from '../../messages-bank-transfer.ts';
import { useAssignBankTransfer, useCustomerSearch, usePendingRechargeSearch } from './api.ts';

type Target = 'recharge' | 'customer';

export function AssignModal({ transfer, onClose }: { transfer: BankTransfer; onClose: () => void }) {
  const { message } = App.useApp();
  const assign = useAssignBankTransfer();
  const [target, setTarget] = useState<Target>('recharge');
  const [q, setQ] = useState('');
  const [rechargeId, setRechargeId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const recharges = usePendingRechargeSearch(target === 'recharge' ? q : '');
  const customers = useCustomerSearch(target === 'customer' ? q : '');
  const picked = recharges.data?.items.find((r) => r.id === rechargeId);
  const amount = formatVnd(transfer.amountVnd);

  const submit = () => {
    const body = target === 'recharge' ? (rechargeId ? { rechargeId } : null) : customerId ? { customerId } : null;
    if (!body) {
      message.error(t.pickOne);
      return;
    }
    assign
      .mutateAsync({ id: transfer.id, body })
      .then(() => {
        message.success(t.assigned(amount));
        onClose();
      })
      .catch((error: unknown) => message.error(errorNotice(error)));
  };

  return (
    <Modal
      open
      title={t.assignTitle(amount)}
      okText={t.assignSubmit}
      cancelText={t.close}
      okButtonProps={
        { loading: assign.isPending, 'data-testid': 'bank-transfer-assign-submit' } as { loading: boolean }
      }
      onOk={submit}
      onCancel={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t.assignIntro}</Typography.Paragraph>
        <Typography.Text type="secondary">{transfer.content}</Typography.Text>
        <Segmented<Target>
          options={[
            { value: 'recharge', label: t.toRecharge },
            { value: 'customer', label: t.toCustomer },
          ]}
          value={target}
          onChange={(next) => {
            setTarget(next);
            setQ('');
          }}
        />
        {target === 'recharge' ? (
          <Select<number>
            showSearch
            allowClear
            style={{ width: '100%' }}
            placeholder={t.searchRecharge}
            filterOption={false}
            onSearch={setQ}
            value={rechargeId ?? undefined}
            onChange={(v) => setRechargeId(v ?? null)}
            loading={recharges.isFetching}
            data-testid="bank-transfer-recharge-select"
            options={(recharges.data?.items ?? []).map((r) => ({
              value: r.id,
              label: t.rechargeOption(r.code, formatVnd(r.amountVnd), r.customer?.fullName ?? ''),
            }))}
          />
        ) : (
          <Select<number>
            showSearch
            allowClear
            style={{ width: '100%' }}
            placeholder={t.searchCustomer}
            filterOption={false}
            onSearch={setQ}
            value={customerId ?? undefined}
            onChange={(v) => setCustomerId(v ?? null)}
            loading={customers.isFetching}
            data-testid="bank-transfer-customer-select"
            options={(customers.data?.items ?? []).map((c) => ({
              value: c.id,
              label: t.customerOption(c.fullName, c.phone),
            }))}
          />
        )}
        {target === 'recharge' && picked && picked.amountVnd !== transfer.amountVnd && (
          <Typography.Text type="warning" data-testid="bank-transfer-difference">
            {t.differs(formatVnd(picked.amountVnd), amount)}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
