/**
 * The body of an article or a static page. The HTML was sanitised by the API's allow-list when
 * staff saved it (apps/api modules/content/sanitize.ts, decision 0102) and only that server writes
 * it, so it is rendered as it is; links to other sites open in a new tab with rel noopener.
 * DOM hook: `data-testid="article-body"`.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's allow-list (decision 0102)
  return <div className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
