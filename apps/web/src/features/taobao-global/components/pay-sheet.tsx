/**
 * "Thanh toán hộ": the price of paying the selected orders (the pay-on-behalf quote: rate by tier,
 * goods, fee, total taken from the wallet) and the confirmation, which creates one pay-on-behalf
 * order with an Idempotency-Key made once per opened sheet. Too little money shows what is missing
 * and the recharge link.
 */
import type { PayTaobaoOrdersResult, TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import { formatFen, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';
import { payQuoteQuery, usePay } from '../api/taobao-global.ts';

const row = { display: 'flex', justifyContent: 'space-between', gap: 8 } as const;

function Sheet(props: {
  orders: TaobaoGlobalOrder[];
  onClose: () => void;
  onPaid: (r: PayTaobaoOrdersResult) => void;
}) {
  const quote = useQuery(payQuoteQuery(props.orders));
  const pay = usePay();
  const [key] = useState(newIdempotencyKey);
  const totalFen = props.orders.reduce((s, o) => s + o.paymentFen, 0);
  const short = pay.error instanceof ApiError && pay.error.code === 'insufficient-balance';
  return (
    <div style={{ display: 'grid', gap: 10 }} data-testid="taobao-pay-sheet">
      <h2 style={{ margin: 0, fontSize: 18 }}>{m.quoteTitle}</h2>
      <span>{m.quoteOrders(props.orders.length, formatFen(totalFen))}</span>
      {quote.isPending && (
        <span role="status">
          {m.quoteLoading} <DotLoading />
        </span>
      )}
      {quote.isError && (
        <span role="alert" style={{ color: 'var(--app-danger)' }}>
          {errorText(quote.error)}
        </span>
      )}
      {quote.data && (
        <div style={{ display: 'grid', gap: 4 }} data-testid="taobao-pay-quote">
          <span style={row}>
            <span>{m.rate}</span>
            <span>{m.rateValue(quote.data.rate)}</span>
          </span>
          <span style={row}>
            <span>{m.amount}</span>
            <span>{formatVnd(quote.data.amountVnd)}</span>
          </span>
          <span style={row}>
            <span>{m.fee}</span>
            <span>{formatVnd(quote.data.feeVnd)}</span>
          </span>
          <span style={row}>
            <strong>{m.totalVnd}</strong>
            <strong data-testid="taobao-pay-total">{formatVnd(quote.data.totalVnd)}</strong>
          </span>
        </div>
      )}
      <p style={{ margin: 0, fontSize: 13, color: 'var(--app-text-muted)' }}>{m.payNote}</p>
      {pay.isError && (
        <span role="alert" style={{ color: 'var(--app-danger)' }} data-testid="taobao-pay-error">
          {errorText(pay.error)}
        </span>
      )}
      {short && <Link to="/wallet/recharge">{m.recharge}</Link>}
      <Button
        block
        color="primary"
        disabled={!quote.data}
        loading={pay.isPending}
        data-testid="taobao-pay-confirm"
        onClick={() => pay.mutate({ ids: props.orders.map((o) => o.id), key }, { onSuccess: (r) => props.onPaid(r) })}
      >
        {m.confirmPay}
      </Button>
      <Button block fill="none" onClick={props.onClose}>
        {m.cancel}
      </Button>
    </div>
  );
}

export function PaySheet(props: {
  orders: TaobaoGlobalOrder[] | null;
  onClose: () => void;
  onPaid: (r: PayTaobaoOrdersResult) => void;
}) {
  return (
    <Popup
      visible={props.orders !== null}
      onMaskClick={props.onClose}
      destroyOnClose
      bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0', maxHeight: '85dvh', overflowY: 'auto' }}
    >
      {props.orders && <Sheet orders={props.orders} onClose={props.onClose} onPaid={props.onPaid} />}
    </Popup>
  );
}
