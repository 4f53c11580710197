/**
 * Where the seller sends the parcels (decisions 0061, 0092): the China warehouse's address in Chinese
 * as sellers' forms ask for it — 收货人, 手机号, 所在地区, 详细地址 — each under its Vietnamese label
 * with the Chinese name beside it and its own copy button, and "Sao chép tất cả". Before the order
 * exists (`orderCode` null) the recipient is the customer code alone, and the card says why.
 *
 * The Chinese text is content for the seller's form, not the app speaking Chinese: each piece carries
 * `lang="zh-CN"` and `data-chinese-for-seller`, the one mark the language check of the browser tests
 * skips (e2e/support/vietnamese-text.ts).
 */
import type { SendToAddress } from '@app/shared/contracts/consignment';
import { type SellerField, sellerAddressText, sellerFieldNames } from '@app/shared/seller-address';
import { Button, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Section } from '../../../components/section.tsx';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

const muted = { margin: '4px 0 8px', color: 'var(--app-text-muted)', fontSize: 14 } as const;
/** Fields whose value is Chinese text (the recipient is our codes, the phone digits). */
const chineseValues: ReadonlySet<SellerField> = new Set(['region', 'street']);

async function copy(text: string, done: string) {
  const ok = await copyToClipboard(text);
  Toast.show(ok ? { icon: 'success', content: done } : { icon: 'fail', content: m.copyFailed });
}

/** Chinese for the seller: marked so the customer-language check lets it through. */
function Chinese(props: { children: string; testId?: string }) {
  return (
    <span lang="zh-CN" data-chinese-for-seller="" data-testid={props.testId}>
      {props.children}
    </span>
  );
}

function FieldRow({ field, value, note }: { field: SellerField; value: string; note?: ReactNode }) {
  const label = m.sellerField[field];
  return (
    <div>
      <dt style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>
        <span>{label}</span> <Chinese>{`(${sellerFieldNames[field]})`}</Chinese>
      </dt>
      <dd style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
        <span style={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>
          {chineseValues.has(field) ? (
            <Chinese testId={`send-to-${field}`}>{value}</Chinese>
          ) : (
            <span data-testid={`send-to-${field}`}>
              {/* Codes stay whole (`KG2611-000001` never breaks at its hyphen); lines break between them. */}
              {value.split(' ').map((part, i) => (
                <span key={part}>
                  {i > 0 && ' '}
                  <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
                </span>
              ))}
            </span>
          )}
        </span>
        <Button
          size="small"
          fill="outline"
          aria-label={m.copyField(label)}
          style={{ minHeight: 36, minWidth: 44, flexShrink: 0 }}
          data-testid={`send-to-copy-${field}`}
          onClick={() => copy(value, m.copiedField(label))}
        >
          {m.copyOne}
        </Button>
      </dd>
      {note}
    </div>
  );
}

export function SendToCard({ sendTo }: { sendTo: SendToAddress }) {
  const fields: Record<SellerField, string> = {
    recipient: sendTo.recipient,
    phone: sendTo.phone,
    region: sendTo.region,
    street: sendTo.street,
  };
  const complete = Boolean(sendTo.phone && sendTo.region && sendTo.street);
  const beforeOrder = sendTo.orderCode === null && (
    <dd style={{ ...muted, margin: '4px 0 0', fontSize: 13 }} data-testid="send-to-before-order">
      {m.sendToBeforeOrder}
    </dd>
  );
  return (
    <Section title={m.sendToTitle} testId="send-to">
      <p style={muted}>{m.sendToHint}</p>
      {!complete && (
        <p style={{ ...muted, color: 'var(--adm-color-danger)' }} data-testid="send-to-missing">
          {m.sendToMissing}
        </p>
      )}
      <dl style={{ margin: 0, display: 'grid', gap: 10 }}>
        {(Object.keys(sellerFieldNames) as SellerField[])
          .filter((f) => fields[f])
          .map((f) => (
            <FieldRow key={f} field={f} value={fields[f]} note={f === 'recipient' ? beforeOrder : undefined} />
          ))}
      </dl>
      <p style={{ ...muted, margin: '8px 0 0', fontSize: 13 }}>{m.sendToWarehouse(sendTo.warehouse.name)}</p>
      <Button
        block
        color="primary"
        fill="outline"
        style={{ marginTop: 12 }}
        data-testid="send-to-copy"
        onClick={() => copy(sellerAddressText(fields), m.copiedAll)}
      >
        {m.copyAll}
      </Button>
    </Section>
  );
}
