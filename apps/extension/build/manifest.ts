/**
 * The Manifest V3 (Chrome, Edge, Cốc Cốc) for a build whose default server is `serverOrigin`.
 * Content scripts on the desktop item pages of the four shops (any scheme, so the browser tests'
 * plain-http copies match too); host permissions for those pages, the default server and the local
 * machine; any other server is an optional permission asked for when the customer saves it.
 */
export const itemPageMatches = [
  '*://item.taobao.com/item.htm*',
  '*://detail.tmall.com/item.htm*',
  '*://chaoshi.detail.tmall.com/item.htm*',
  '*://detail.tmall.hk/item.htm*',
  '*://detail.1688.com/offer/*',
  '*://mobile.yangkeduo.com/goods*',
  '*://mobile.pinduoduo.com/goods*',
];

export function manifest(serverOrigin: string, version: string): Record<string, unknown> {
  const local = ['http://127.0.0.1/*', 'http://localhost/*'];
  const server = `${serverOrigin}/*`;
  return {
    manifest_version: 3,
    name: 'Mua hộ hàng Trung Quốc',
    short_name: 'Mua hộ',
    description: 'Thêm sản phẩm Taobao, Tmall, 1688, Pinduoduo vào giỏ hàng mua hộ chỉ với một lần bấm.',
    version,
    minimum_chrome_version: '116',
    background: { service_worker: 'worker.js' },
    options_ui: { page: 'options.html', open_in_tab: true },
    action: { default_title: 'Mua hộ hàng Trung Quốc', default_popup: 'options.html' },
    permissions: ['storage'],
    host_permissions: [...new Set([...itemPageMatches, server, ...local])],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    content_scripts: [{ matches: itemPageMatches, js: ['content.js'], run_at: 'document_idle' }],
  };
}
