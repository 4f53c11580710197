/**
 * /agency: the agent's overview (decisions 0118, 0119) — referral code and register link (copy,
 * share, QR), customers, orders this month, commission pending / available / paid and the newest
 * commission entries, with links to the customers and their pay-on-behalf orders. A user without
 * the `agent` role sees what an agent is instead (components/agent-gate.tsx).
 */
import { commissionServiceLabels } from '@app/shared/contracts/agency';
import { commissionMachine } from '@app/shared/machines/commission';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { agencyMessages as m } from '../../../messages/agency.ts';
import { agencySummaryQuery, recentCommissionsQuery } from '../api/agency.ts';
import { AgentGate } from '../components/agent-gate.tsx';
import { RegisterLinkCard } from '../components/register-link-card.tsx';

function Stat(props: { label: string; value: string; testId: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>{props.label}</div>
      <strong data-testid={props.testId} style={{ fontSize: 17, whiteSpace: 'nowrap' }}>
        {props.value}
      </strong>
    </div>
  );
}

function Overview() {
  const summary = useQuery({ ...agencySummaryQuery, refetchOnWindowFocus: true });
  const recent = useQuery(recentCommissionsQuery);
  if (summary.isPending) return <Loading />;
  if (summary.isError)
    return <LoadError title={m.loadFailed} error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="agency-page">
      <RegisterLinkCard code={s.referralCode} link={s.registerLink} />
      <section
        className="card"
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, padding: '12px 16px' }}
      >
        <Stat label={m.customers} value={String(s.customers)} testId="agency-customers" />
        <Stat label={m.ordersThisMonth} value={String(s.ordersThisMonth)} testId="agency-orders-month" />
      </section>
      <Section title={m.commissionTitle} testId="agency-commission">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 8 }}>
          <Stat label={m.pending} value={formatVnd(s.commission.pendingVnd)} testId="commission-pending" />
          <Stat label={m.available} value={formatVnd(s.commission.availableVnd)} testId="commission-available" />
          <Stat label={m.paid} value={formatVnd(s.commission.paidVnd)} testId="commission-paid" />
        </div>
        <p style={{ margin: '8px 0 0', fontSize: 13, color: 'var(--app-text-muted)' }}>{m.commissionHint}</p>
      </Section>
      <nav className="card" style={{ display: 'grid', gap: 10, padding: '12px 16px' }}>
        <Link to="/agency/customer" data-testid="agency-to-customers">
          {m.manageCustomers}
        </Link>
        <Link to="/agency/orderPob" data-testid="agency-to-orders">
          {m.manageOrders}
        </Link>
      </nav>
      <Section title={m.recentTitle} testId="agency-recent">
        {recent.data && recent.data.items.length === 0 && (
          <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.recentEmpty}</p>
        )}
        {recent.data?.items.map((e, i) => (
          <div
            key={e.id}
            data-testid="commission-entry"
            style={{
              padding: '8px 0',
              borderTop: i ? '1px solid var(--app-border)' : undefined,
              display: 'grid',
              gap: 2,
            }}
          >
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
              <strong style={{ overflowWrap: 'anywhere' }}>{m.entryLine(e.orderCode, e.customer.fullName)}</strong>
              <StatusTag machine={commissionMachine} status={e.status} testId="commission-status" />
            </span>
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }}>
              <span style={{ color: 'var(--app-text-muted)' }}>
                {commissionServiceLabels[e.service]} · {formatDateTime(e.earnedAt)}
              </span>
              <strong data-testid="commission-amount">{formatVnd(e.amountVnd)}</strong>
            </span>
          </div>
        ))}
      </Section>
    </div>
  );
}

export function Component() {
  return (
    <AgentGate>
      <Overview />
    </AgentGate>
  );
}
