/**
 * One withdrawal (/withdraw/:id): the customer, amount, account and note, who approved, paid or
 * rejected it, the bank reference and proofs, the payout VietQR while it waits to be paid, and the
 * decisions the member may take.
 */
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Image, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { withdrawalMessages as t } from '../../messages-withdrawal.ts';
import { withdrawalQuery } from './api.ts';
import { PayoutQr } from './payout-qr.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';

export function WithdrawalDetailPage() {
  const id = Number(useParams().id);
  const q = useQuery(withdrawalQuery(id));
  const w = q.data;
  useTitle(w ? t.detailTitle(w.code) : t.title);
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!w) return null;
  const who = (p: { fullName: string } | null | undefined, at: string | null) =>
    p ? `${p.fullName}${at ? ` · ${formatDateTime(at)}` : ''}` : '—';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to="/withdraw">{t.back}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.detailTitle(w.code)}{' '}
          <span data-testid="withdrawal-status">
            <StatusTag machine={withdrawalMachine} status={w.status} />
          </span>
          {w.overdue && <Tag color="red">{t.overdue}</Tag>}
        </Typography.Title>
        <WithdrawalActions withdrawal={w} />
      </Flex>
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t.customer}>
            {w.customer ? <CustomerLink customer={w.customer} /> : '—'}
            {w.customer?.phone ? <span> · {w.customer.phone}</span> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t.amount}>
            <strong data-testid="withdrawal-amount">{formatVnd(w.amountVnd)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t.account}>
            {w.bankAccount.bankShortName} · {w.bankAccount.accountNumber} · {w.bankAccount.accountName}
          </Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDateTime(w.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t.note}>{w.note || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.approvedBy}>{who(w.approvedBy, w.approvedAt)}</Descriptions.Item>
          {w.paidBy && <Descriptions.Item label={t.paidBy}>{who(w.paidBy, w.paidAt)}</Descriptions.Item>}
          {w.bankReference && <Descriptions.Item label={t.bankReference}>{w.bankReference}</Descriptions.Item>}
          {w.status === 'rejected' && (
            <>
              <Descriptions.Item label={t.decidedBy}>{who(w.decidedBy, w.decidedAt)}</Descriptions.Item>
              <Descriptions.Item label={t.rejectReason}>{w.rejectReason}</Descriptions.Item>
            </>
          )}
        </Descriptions>
        {w.proofPhotos.length > 0 && (
          <Space wrap style={{ marginTop: 8 }}>
            {w.proofPhotos.map((p) => (
              <Image key={p.id} src={p.url} width={96} alt={t.proofs} />
            ))}
          </Space>
        )}
      </Card>
      {(w.status === 'pending' || w.status === 'approved') && <PayoutQr id={w.id} />}
    </Space>
  );
}
