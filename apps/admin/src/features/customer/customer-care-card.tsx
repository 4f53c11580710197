/**
 * The customer page's care card (decision 0100): level (pinned or computed) and what it gives, the
 * account's lock state and reason, the sales member and the staff note, with the actions the member's
 * permissions allow (lock/unlock: admin, sales; assign: admin, sales; pin a level: admin).
 */
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { formatDateTime, formatNumber } from '@app/shared/money';
import { isStaff } from '@app/shared/roles';
import { App, Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { useCan } from '../../lib/permissions.ts';
import { messages } from '../../messages.ts';
import { useCareChange } from './care-api.ts';
import { AssignModal, LevelModal, LockModal } from './care-modals.tsx';

const t = messages.customerCare;
const pct = (n: number) => `${formatNumber(n)}%`;

export function CustomerCareCard({ customer: c }: { customer: CustomerDetail }) {
  const canLock = useCan('lock:customer');
  const canUpdate = useCan('update:customer');
  const canPin = useCan('manage:customer-level');
  const [open, setOpen] = useState<'lock' | 'assign' | 'level' | null>(null);
  const change = useCareChange(c.id);
  const { message } = App.useApp();
  // Staff accounts are disabled in "Nhân viên", not here (the API answers 409 customer-is-staff).
  const staffAccount = isStaff(c.roles);
  const close = () => setOpen(null);

  const unlock = () =>
    change.mutate(
      { kind: 'unlock' },
      { onSuccess: () => message.success(t.unlocked), onError: (e) => message.error(errorText(e)) },
    );

  return (
    <Card title={t.careTitle} style={{ marginTop: 16 }} data-testid="customer-care">
      <Descriptions
        column={{ xs: 1, lg: 2 }}
        size="small"
        items={[
          {
            key: 'level',
            label: t.level,
            children: (
              <Space direction="vertical" size={0}>
                <Space size={4} wrap>
                  <Typography.Text strong data-testid="customer-level">
                    {c.level.name}
                  </Typography.Text>
                  {c.level.pinned ? <Tag color="gold">{t.levelPinned}</Tag> : null}
                  {canPin && (
                    <Button size="small" type="link" onClick={() => setOpen('level')} data-testid="customer-pin-level">
                      {t.pinLevel}
                    </Button>
                  )}
                </Space>
                <Typography.Text type="secondary">
                  {t.levelTerms(pct(c.level.depositPercent), pct(c.level.serviceFeeDiscountPercent))}
                </Typography.Text>
                {!c.level.pinned && <Typography.Text type="secondary">{t.levelComputed}</Typography.Text>}
              </Space>
            ),
          },
          {
            key: 'lock',
            label: t.lockState,
            children: (
              <Space direction="vertical" size={0}>
                <Space size={4} wrap>
                  {c.disabled ? (
                    <Tag color="red">{messages.customer.disabled}</Tag>
                  ) : (
                    <Tag color="green">{messages.customer.active}</Tag>
                  )}
                  {canLock && !staffAccount && !c.disabled && (
                    <Button size="small" danger onClick={() => setOpen('lock')} data-testid="customer-lock">
                      {t.lock}
                    </Button>
                  )}
                  {canLock && !staffAccount && c.disabled && (
                    <Popconfirm title={t.unlockConfirm} okText={t.unlock} cancelText={t.cancel} onConfirm={unlock}>
                      <Button size="small" loading={change.isPending} data-testid="customer-unlock">
                        {t.unlock}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
                {c.disabledAt && (
                  <Typography.Text type="secondary">{t.lockedSince(formatDateTime(c.disabledAt))}</Typography.Text>
                )}
                {c.disabledReason && (
                  <Typography.Text data-testid="customer-lock-reason">
                    {t.lockReason}: {c.disabledReason}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'sales',
            label: t.salesStaff,
            children: (
              <Space size={4} wrap>
                <span data-testid="customer-sales">{c.salesStaff?.fullName ?? t.noSalesStaff}</span>
                {canUpdate && (
                  <Button size="small" type="link" onClick={() => setOpen('assign')} data-testid="customer-assign">
                    {t.edit}
                  </Button>
                )}
              </Space>
            ),
          },
          {
            key: 'note',
            label: t.note,
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="customer-note">
                {c.note || <Typography.Text type="secondary">{t.noNote}</Typography.Text>}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      {open === 'lock' && <LockModal change={change} onClose={close} />}
      {open === 'assign' && <AssignModal customer={c} change={change} onClose={close} />}
      {open === 'level' && <LevelModal customer={c} change={change} onClose={close} />}
    </Card>
  );
}
