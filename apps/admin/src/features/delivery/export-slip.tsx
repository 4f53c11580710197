/**
 * The export slip (phiếu xuất) as printed on A5: warehouse, slip and request codes, date, customer,
 * receiver (name, phone, address), method and carrier, the parcels with codes and weights, the COD
 * amount when any, and three signature blocks. The print style sheet prints only the slip, on an A5
 * page (`@page { size: A5 }`), whatever the console around it.
 */
import type { ExportSlip } from '@app/shared/contracts/delivery';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { formatWeights } from '@app/shared/parcel-fees';
import { messages } from '../../messages.ts';

const t = messages.delivery;

const printCss = `
@page { size: A5 portrait; margin: 8mm; }
@media print {
  body * { visibility: hidden !important; }
  .export-slip, .export-slip * { visibility: visible !important; }
  .export-slip { position: absolute; inset: 0 auto auto 0; width: 132mm; margin: 0; padding: 0; box-shadow: none; border: 0; }
}
.export-slip { width: 148mm; max-width: 100%; box-sizing: border-box; padding: 8mm; background: #fff; color: #000;
  font-family: 'Times New Roman', serif; font-size: 11pt; line-height: 1.35; border: 1px solid #d9d9d9; }
.export-slip h1 { font-size: 15pt; text-align: center; margin: 2mm 0 1mm; letter-spacing: 0.5px; }
.export-slip .sub { text-align: center; margin: 0 0 3mm; }
.export-slip .head { display: flex; justify-content: space-between; gap: 4mm; font-size: 9.5pt; }
.export-slip dl { display: grid; grid-template-columns: 30mm 1fr; gap: 0.5mm 2mm; margin: 2mm 0; }
.export-slip dt { font-weight: bold; }
.export-slip dd { margin: 0; overflow-wrap: anywhere; }
.export-slip table { width: 100%; border-collapse: collapse; margin: 2mm 0; font-size: 10pt; }
.export-slip th, .export-slip td { border: 1px solid #000; padding: 1mm 1.5mm; text-align: left; }
.export-slip td.num, .export-slip th.num { text-align: right; white-space: nowrap; }
.export-slip .cod { border: 1.5px solid #000; padding: 1.5mm 2mm; margin: 2mm 0; font-weight: bold; }
.export-slip .signs { display: grid; grid-template-columns: repeat(3, 1fr); text-align: center; margin-top: 4mm; gap: 2mm; }
.export-slip .signs small { display: block; font-style: italic; font-size: 8.5pt; }
.export-slip .signs .space { height: 18mm; }
`;

/** Actual and chargeable weight side by side, in the PWA's words (decision 0093). */
function kg(grams: number | null, kg10: number | null): string {
  return formatWeights(grams, kg10);
}

export function ExportSlipView({ slip }: { slip: ExportSlip }) {
  return (
    <article className="export-slip" data-testid="export-slip" aria-label={t.slipTitle}>
      <style>{printCss}</style>
      <div className="head">
        <span>
          <strong>{slip.warehouse.name}</strong>
          <br />
          {slip.warehouse.address}
        </span>
        <span style={{ textAlign: 'right' }}>
          {t.exportSlip}: <strong data-testid="export-slip-code">{slip.code}</strong>
          <br />
          {t.slipDate}: {formatDateTime(slip.createdAt)}
        </span>
      </div>
      <h1>{t.slipTitle}</h1>
      <p className="sub">{t.slipFor(slip.deliveryCode)}</p>
      <dl>
        <dt>{t.slipCustomer}</dt>
        <dd>
          {slip.customer.fullName} ({slip.customer.code})
        </dd>
        <dt>{t.slipReceiver}</dt>
        <dd>{slip.receiver.name}</dd>
        <dt>{t.slipPhone}</dt>
        <dd>{slip.receiver.phone}</dd>
        <dt>{t.slipAddress}</dt>
        <dd>{slip.receiver.address}</dd>
        <dt>{t.slipMethod}</dt>
        <dd>
          {t.methods[slip.method]}
          {slip.carrier ? ` · ${slip.carrier}` : ''}
          {slip.trackingCode ? ` · ${t.trackingCode} ${slip.trackingCode}` : ''}
        </dd>
        {slip.note && (
          <>
            <dt>{t.note}</dt>
            <dd>{slip.note}</dd>
          </>
        )}
      </dl>
      <table>
        <thead>
          <tr>
            <th className="num">{t.slipNo}</th>
            <th>{t.parcelCode}</th>
            <th>{t.parcelTracking}</th>
            <th>{t.order}</th>
            <th className="num">{t.slipWeight}</th>
          </tr>
        </thead>
        <tbody>
          {slip.parcels.map((p, i) => (
            <tr key={p.id} data-testid="export-slip-parcel">
              <td className="num">{i + 1}</td>
              <td>{p.code}</td>
              <td>{p.trackingCode}</td>
              <td>{p.order?.code ?? messages.common.none}</td>
              <td className="num">{kg(p.weightGrams, p.chargeableKg10)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={4}>
              <strong>{t.slipTotal(slip.parcels.length)}</strong>
            </td>
            <td className="num">
              <strong>{kg(slip.weightGrams, slip.chargeableKg10)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="cod" data-testid="export-slip-cod">
        {slip.codVnd > 0 ? `${t.slipCod}: ${formatVnd(slip.codVnd)}` : t.slipNoCod}
      </div>
      <div className="signs">
        {[t.slipSignKeeper, t.slipSignShipper, t.slipSignReceiver].map((who) => (
          <div key={who}>
            <strong>{who}</strong>
            <small>{t.slipSignHint}</small>
            <div className="space" />
          </div>
        ))}
      </div>
    </article>
  );
}
