/**
 * /chinaWebProduct/{site}-{productId} (or {site}-link?url=… for short links): the link, then the
 * manual form for what the shop shows; "Thêm vào giỏ" adds it to the cart (DESIGN.md §3.1). A share
 * text's product title, found by the API when the link was pasted, arrives in the navigation state.
 */
import type { CartItem } from '@app/shared/contracts/cart';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { productDraftQuery } from '../api/product.ts';
import { parseSiteId } from '../api/product-path.ts';
import { AddedNotice } from '../components/added-notice.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { ProductLinkCard } from '../components/product-link-card.tsx';

export function Component() {
  const { siteId } = useParams();
  const [search] = useSearchParams();
  const link = parseSiteId(siteId, search.get('url'));
  const navigate = useNavigate();
  if (!link) {
    return (
      <EmptyState
        title={m.invalidLink}
        action={
          <Button color="primary" onClick={() => navigate('/chinaWebProduct')}>
            {m.addAnother}
          </Button>
        }
      />
    );
  }
  return <ProductView key={`${link.site}-${link.productId ?? link.url}`} link={link} />;
}

function ProductView({ link }: { link: NonNullable<ReturnType<typeof parseSiteId>> }) {
  const draft = useQuery(productDraftQuery(link));
  // The paste box passes a share text's product title in the navigation state (kept across reloads).
  const state: unknown = useLocation().state;
  const shareTitle =
    state && typeof state === 'object' && 'shareTitle' in state && typeof state.shareTitle === 'string'
      ? state.shareTitle
      : null;
  const [added, setAdded] = useState<CartItem | null>(null);

  if (draft.isPending) {
    return (
      <div style={{ padding: 24, textAlign: 'center' }} role="status">
        {commonMessages.loading} <DotLoading />
      </div>
    );
  }
  if (draft.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={errorText(draft.error)}
        action={<Button onClick={() => void draft.refetch()}>{m.retry}</Button>}
      />
    );
  }
  const shown = { ...link, url: draft.data.url || link.url };
  function onAdded(item: CartItem) {
    setAdded(item); // the form itself says what was added and clears
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }
  return (
    <div className="page">
      {added && <AddedNotice item={added} />}
      <ProductLinkCard link={shown} />
      <ProductForm draft={draft.data} link={link} shareTitle={shareTitle} onAdded={onAdded} />
    </div>
  );
}
