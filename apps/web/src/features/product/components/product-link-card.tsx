/** The link being ordered: site, product id (or the short-link note) and the shop's page. */
import { type ParsedLink, siteLabels } from '@app/shared/contracts/product';
import { Card, Tag } from 'antd-mobile';
import { productMessages as m } from '../../../messages/product.ts';

export function ProductLinkCard({ link }: { link: ParsedLink }) {
  return (
    <Card title={m.linkTitle} data-testid="product-link">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
        <Tag color="primary" fill="outline">
          {siteLabels[link.site]}
        </Tag>
        {link.productId && <span style={{ color: 'var(--app-text)' }}>#{link.productId}</span>}
      </div>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        style={{ wordBreak: 'break-all', color: 'var(--app-primary)', display: 'inline-block', minHeight: 24 }}
      >
        {m.openShop}: {link.url}
      </a>
      {!link.productId && (
        <p style={{ color: 'var(--app-text-muted)', fontSize: 13, margin: '6px 0 0' }}>{m.shortLinkNote}</p>
      )}
      <p style={{ color: 'var(--app-text-muted)', fontSize: 13, margin: '6px 0 0' }}>{m.manualIntro}</p>
    </Card>
  );
}
