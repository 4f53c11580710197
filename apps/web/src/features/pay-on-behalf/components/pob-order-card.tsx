/**
 * A pay-on-behalf order in a list: code, status, total ¥ and ₫, lines count, date; with `customer`
 * (the agent's list) the customer's name and masked phone. Links to /orderPob/{id} when `link`.
 */
import type { PobOrder } from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';

export function PobOrderCard({ order: o, link = true, extra }: { order: PobOrder; link?: boolean; extra?: ReactNode }) {
  const body = (
    <>
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{o.code}</strong>
        <StatusTag machine={payOnBehalfMachine} status={o.status} testId="pob-status" />
      </span>
      {extra}
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <span data-testid="pob-card-fen">{formatFen(o.totalFen)}</span>
        <strong data-testid="pob-card-vnd">{formatVnd(o.totalVnd)}</strong>
      </span>
      <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
        {m.linesCount(o.lines.length)} · {formatDateTime(o.createdAt)}
        {o.source === 'agent' && o.agent ? ` · ${m.source.agent}` : ''}
      </span>
    </>
  );
  const style = { display: 'grid', gap: 4, padding: '12px 16px', color: 'inherit', textDecoration: 'none' } as const;
  return link ? (
    <Link to={`/orderPob/${o.id}`} className="card" data-testid="pob-card" data-code={o.code} style={style}>
      {body}
    </Link>
  ) : (
    <div className="card" data-testid="pob-card" data-code={o.code} style={style}>
      {body}
    </div>
  );
}
