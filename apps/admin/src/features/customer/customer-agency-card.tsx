/**
 * The customer page's "Đại lý" card (decision 0118): whether the customer is an agent, its referral
 * code and how many customers it has; the agent this customer belongs to and since when. Admins
 * (`manage:agent`) make the customer an agent with an optional code (empty: generated), change the
 * code, or remove the role; the API's refusals (code in use, a staff account) show in the dialog.
 */

import { referralCode } from '@app/shared/contracts/agency';
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { formatDateTime, formatNumber } from '@app/shared/money';
import { App, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { useCan } from '../../lib/permissions.ts';
import { agencyMessages as t } from '../../messages-agency.ts';
import { agentInput, useSetAgent } from './agency-api.ts';

export function CustomerAgencyCard({ customer: c }: { customer: CustomerDetail }) {
  const canManage = useCan('manage:agent');
  const { message } = App.useApp();
  const setAgent = useSetAgent(c.id);
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();
  const a = c.agency;

  const submit = ({ code }: { code?: string }) =>
    setAgent
      .mutateAsync(agentInput(true, code ?? ''))
      .then(() => {
        message.success(t.saved);
        setEditing(false);
      })
      .catch((e) => setServerError(errorText(e)));
  const remove = () =>
    setAgent.mutate(agentInput(false, ''), {
      onSuccess: () => message.success(t.removed),
      onError: (e) => message.error(errorText(e)),
    });
  const open = () => {
    setServerError(null);
    setEditing(true);
  };

  return (
    <Card title={t.card} style={{ marginTop: 16 }} data-testid="customer-agency">
      <Descriptions
        column={{ xs: 1, lg: 2 }}
        size="small"
        items={[
          {
            key: 'agent',
            label: t.isAgent,
            children: (
              <Space size={4} wrap>
                {a.isAgent ? (
                  <Tag color="purple" data-testid="customer-agent-state">
                    {t.isAgent}
                  </Tag>
                ) : (
                  <span data-testid="customer-agent-state">{t.notAgent}</span>
                )}
                {canManage && (
                  <Button size="small" onClick={open} data-testid="customer-agent-edit">
                    {a.isAgent ? t.editAgent : t.makeAgent}
                  </Button>
                )}
                {canManage && a.isAgent && (
                  <Popconfirm title={t.removeConfirm} okText={t.yes} cancelText={t.cancel} onConfirm={remove}>
                    <Button size="small" danger loading={setAgent.isPending} data-testid="customer-agent-remove">
                      {t.removeAgent}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
          {
            key: 'code',
            label: t.referralCode,
            children: a.referralCode ? (
              <Space size={4}>
                <Typography.Text copyable strong data-testid="customer-referral-code">
                  {a.referralCode}
                </Typography.Text>
                {!a.isAgent && <Typography.Text type="secondary">({t.codeInactive})</Typography.Text>}
              </Space>
            ) : (
              '—'
            ),
          },
          {
            key: 'count',
            label: t.customers,
            children: <span data-testid="customer-agent-count">{formatNumber(a.agentCustomerCount)}</span>,
          },
          {
            key: 'belongs',
            label: t.belongsTo,
            children: a.agent ? (
              <span data-testid="customer-belongs-to">
                <Link to={`/customer/${a.agent.id}`}>{a.agent.fullName}</Link>
                {a.agent.referralCode ? ` (${a.agent.referralCode})` : ''}
                {a.agentLinkedAt ? ` · ${t.since(formatDateTime(a.agentLinkedAt))}` : ''}
              </span>
            ) : (
              <Typography.Text type="secondary" data-testid="customer-belongs-to">
                {t.noAgent}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Modal
        open={editing}
        title={t.modalTitle}
        okText={t.save}
        cancelText={t.cancel}
        okButtonProps={{
          loading: setAgent.isPending,
          ...({ 'data-testid': 'customer-agent-save' } as Record<string, string>),
        }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          clearOnDestroy
          initialValues={{ code: a.referralCode ?? '' }}
        >
          <Form.Item
            name="code"
            label={t.codeLabel}
            validateStatus={serverError ? 'error' : undefined}
            help={serverError ?? undefined}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const out = referralCode.safeParse(value);
                  if (!out.success) throw new Error(out.error.issues[0]?.message);
                },
              },
            ]}
          >
            <Input
              maxLength={16}
              placeholder={t.codePlaceholder}
              onChange={() => setServerError(null)}
              data-testid="customer-agent-code"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
