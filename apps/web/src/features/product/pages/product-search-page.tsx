/**
 * /chinaWebProduct: keyword search through the product-data provider (`?q=…&site=…`, decision 0126)
 * and the paste box. Submitting puts `q` in the URL, so a search is shareable and survives a reload;
 * results come in a grid with "Xem thêm" while the provider has more. When search is not enabled
 * (404 `product-search-not-enabled`) or the provider does not answer (503), the page says so
 * plainly and the paste box stays the way to order.
 */
import { type Site, siteLabels, sites } from '@app/shared/contracts/product';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Card, DotLoading, List } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { productMessages as pm } from '../../../messages/product.ts';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { productSearchQuery } from '../api/product.ts';
import { purchaseRateQuery } from '../api/purchase-rate.ts';
import { PasteLinkBox } from '../components/paste-link-box.tsx';
import { SearchResults } from '../components/search-results.tsx';

const muted = { margin: 0, color: 'var(--app-text-muted)' } as const;

export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const siteParam = params.get('site');
  const site: Site = sites.includes(siteParam as Site) ? (siteParam as Site) : 'taobao';
  return (
    <div className="page">
      <SearchForm
        key={`${site}:${q}`}
        q={q}
        site={site}
        onSearch={(text, s) => setParams(text ? { q: text, site: s } : {})}
      />
      {q ? <Results q={q} site={site} /> : null}
      <p style={{ margin: 0, color: 'var(--app-text)' }}>{q ? m.orPaste : pm.searchIntro}</p>
      <PasteLinkBox />
      {q ? null : <SupportedSites />}
    </div>
  );
}

function SearchForm(props: { q: string; site: Site; onSearch: (q: string, site: Site) => void }) {
  const id = useId();
  const [text, setText] = useState(props.q);
  const [site, setSite] = useState<Site>(props.site);
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearch(text.trim(), site);
  }
  return (
    <form onSubmit={submit} className="field" data-testid="search-form" noValidate>
      <label htmlFor={id} className="field__label">
        {m.searchLabel}
      </label>
      <div style={{ display: 'flex', gap: 8, minWidth: 0 }}>
        <select
          aria-label={m.searchSite}
          className="field__input"
          value={site}
          onChange={(e) => setSite(e.target.value as Site)}
          style={{ width: 'auto', flex: 'none' }}
        >
          {sites.map((s) => (
            <option key={s} value={s}>
              {siteLabels[s]}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="search"
          className="field__input"
          enterKeyHint="search"
          maxLength={200}
          value={text}
          placeholder={m.searchPlaceholder}
          onChange={(e) => setText(e.target.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block" style={{ marginTop: 8 }}>
        {m.searchSubmit}
      </button>
    </form>
  );
}

function Results({ q, site }: { q: string; site: Site }) {
  const search = useInfiniteQuery(productSearchQuery(q, site));
  const rate = useQuery(purchaseRateQuery).data ?? null;
  if (search.isPending) {
    return (
      <p role="status" style={{ ...muted, textAlign: 'center', padding: 16 }}>
        {m.searching} <DotLoading />
      </p>
    );
  }
  // A failed "Xem thêm" keeps the pages already shown (below); only a failed first page replaces them.
  if (!search.data) {
    const code = search.error instanceof ApiError ? search.error.code : null;
    const text =
      code === 'product-search-not-enabled'
        ? m.searchDisabled
        : code === 'product-provider-unavailable'
          ? m.searchUnavailable
          : errorText(search.error);
    return (
      <Card data-testid="search-message">
        <p role="alert" style={{ margin: 0 }}>
          {text}
        </p>
        {code === 'product-search-not-enabled' ? null : (
          <Button size="small" style={{ marginTop: 8 }} onClick={() => void search.refetch()}>
            {pm.retry}
          </Button>
        )}
      </Card>
    );
  }
  const data = search.data;
  const items = data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Card data-testid="search-empty">
        <p style={{ margin: 0, fontWeight: 600 }}>{m.noResults(q)}</p>
        <p style={{ ...muted, marginTop: 4 }}>{m.noResultsHint}</p>
      </Card>
    );
  }
  return (
    <section aria-live="polite">
      <SearchResults items={items} rate={rate} />
      {search.hasNextPage ? (
        <Button
          block
          style={{ marginTop: 12 }}
          loading={search.isFetchingNextPage}
          loadingText={m.loadingMore}
          onClick={() => void search.fetchNextPage()}
          data-testid="search-more"
        >
          {m.more}
        </Button>
      ) : null}
      {search.isFetchNextPageError ? (
        <p role="alert" className="field__error">
          {errorText(search.error)}
        </p>
      ) : null}
    </section>
  );
}

function SupportedSites() {
  return (
    <Card title={pm.supportedTitle}>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
        {pm.supportedSites.map((s) => (
          <List.Item key={s.name} description={<span style={{ color: 'var(--app-text-muted)' }}>{s.example}</span>}>
            {s.name}
          </List.Item>
        ))}
      </List>
      <p style={{ color: 'var(--app-text-muted)', fontSize: 13, margin: '8px 0 0' }}>{pm.supportedHint}</p>
    </Card>
  );
}
