/**
 * A compact product line: image, title, SKU, unit price × quantity (cart items and order lines), and
 * what the caller adds below (an order line's bought quantity).
 */
import { formatFen } from '@app/shared/money';
import type { ReactNode } from 'react';
import { onImageError } from './image-fallback.ts';

export interface LineLike {
  title: string;
  url: string;
  imageUrl: string | null;
  skuProperties: Record<string, string>;
  unitPriceFen: number;
  quantity: number;
  note: string;
}

export function LineSummary({ line, extra, children }: { line: LineLike; extra?: string; children?: ReactNode }) {
  const sku = Object.entries(line.skuProperties).map(([k, v]) => `${k}: ${v}`);
  return (
    <div
      data-testid="order-line"
      style={{ display: 'flex', gap: 10, padding: '10px 0', borderTop: '1px solid var(--adm-color-border)' }}
    >
      {line.imageUrl ? (
        <img
          src={line.imageUrl}
          alt={line.title}
          width={56}
          height={56}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={onImageError}
          style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
        />
      ) : (
        <div
          aria-hidden
          style={{ width: 56, height: 56, borderRadius: 6, background: 'var(--app-bg)', flex: 'none' }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 2, fontSize: 14 }}>
        <a
          href={line.url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ color: 'var(--app-text)', overflowWrap: 'anywhere' }}
        >
          {line.title}
        </a>
        {sku.length > 0 && <span style={{ color: 'var(--app-text-muted)' }}>{sku.join(' · ')}</span>}
        {line.note && <span style={{ color: 'var(--app-text-muted)', fontStyle: 'italic' }}>{line.note}</span>}
        <span>
          {formatFen(line.unitPriceFen)} × {line.quantity}
          {extra && <span style={{ color: 'var(--app-text-muted)' }}> = {extra}</span>}
        </span>
        {children}
      </div>
    </div>
  );
}
