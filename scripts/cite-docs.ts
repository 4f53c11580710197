/**
 * Rewrites citations of the project's old issues ("issue 8 §2", "Issue 7", "(issue 6 §1, decision
 * 0020)") in comments and docs into the document that holds the rule: a section of docs/DESIGN.md,
 * docs/SPEC.md or README.md, or a decision record in docs/decisions/. The issues are not part of the
 * repository; the documents are.
 *
 *   npx tsx scripts/cite-docs.ts           rewrite the tracked text files, print what changed per file
 *   npx tsx scripts/cite-docs.ts --check   change nothing; exit 1 if any citation of an issue remains
 *   npx tsx scripts/cite-docs.ts --dry     print what would change, write nothing
 *
 * Idempotent (a second run changes nothing) and independent of line numbers: every rule matches
 * text. Order of work per file: exact sentence overrides first (for sentences an automatic rewrite
 * would spoil), then every remaining citation through the per-file table and then the general table,
 * then a reference that the same parenthesis already names is dropped instead of repeated.
 * This file itself is skipped: its tables quote the citations they replace.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** The general table: issue § → the document that holds the rule (keys "issue" or "issue§section"). */
const general: Record<string, string> = {
  '2§1': 'README.md "Demo data"',
  '2§4': 'SPEC.md §2',
  '2§5': 'DESIGN.md §3.1',
  '2§6': 'decision 0012',
  '5': 'decision 0018',
  '5§1': 'decision 0015',
  '5§3': 'decision 0014',
  '5§4': 'decision 0015',
  '5§5': 'decision 0016',
  '5§6': 'decision 0017',
  '6§1': 'decision 0019',
  '6§2': 'decision 0019',
  '6§3': 'decision 0022',
  '6§4': 'decision 0023',
  '6§5': 'decision 0024',
  '8§1': 'decision 0050',
  '8§2': 'DESIGN.md §3.5b',
  '8§3': 'decision 0052',
  '8§4': 'decision 0059',
  '9§1': 'decision 0065',
  '9§2': 'decision 0070',
  '9§3': 'decision 0061',
  '9§4': 'decision 0063',
  '9§5': 'decision 0065',
};

/**
 * Per-file tables, for citations whose context is a more specific rule than the general table's
 * (issue 7 had no sections: each of its items has its own decision record).
 */
const perFile: Record<string, Record<string, string>> = {
  // Client-side session resilience is decision 0020; decision 0019 is the server side.
  'packages/shared/src/tab-refresh.ts': { '6§1': 'decision 0020' },
  'packages/shared/src/tab-refresh.test.ts': { '6§1': 'decision 0020' },
  'packages/shared/src/connection.ts': { '6§1': 'decision 0020' },
  'packages/shared/src/connection.test.ts': { '6§1': 'decision 0020' },
  'packages/shared/src/session-timing.test.ts': { '6§1': 'decision 0020' },
  'apps/admin/src/features/auth/staff-gate.test.tsx': { '6§1': 'decision 0020' },
  'apps/web/src/messages/auth.ts': { '6§1': 'decision 0020' },
  'apps/web/src/lib/return-to.ts': { '6§1': 'decision 0020' },
  'apps/web/src/lib/return-to.test.ts': { '6§1': 'decision 0020' },
  'apps/web/src/lib/token-refresh.test.ts': { '6§1': 'decision 0020' },
  'apps/web/src/lib/api-client.test.ts': { '6§1': 'decision 0020' },
  'e2e/session.test.ts': { '6§1': 'decision 0020' },
  // Account enumeration is decision 0004's rule.
  'apps/api/src/modules/auth/enumeration.test.ts': { '6§2': 'decision 0004' },
  'apps/api/src/modules/auth/auth.service.ts': { '6§2': 'decision 0004', '7': 'decision 0034' },
  // Headers, pre-compression and the Lighthouse budget are decision 0021.
  'e2e/bench/run.ts': { '6§3': 'decision 0021', '5§3': 'decision 0014' },
  'e2e/bench/page-speed.ts': { '6§3': 'decision 0021' },
  'apps/admin/vite.config.ts': { '2§6': 'decision 0012' },
  // Issue 7, item by item.
  'packages/shared/src/place-search.ts': { '7': 'decision 0036' },
  'packages/shared/src/place-search.test.ts': { '7': 'decision 0036' },
  'apps/web/src/features/address/components/option-sheet.test.tsx': { '7': 'decision 0036' },
  'packages/shared/src/share-title.ts': { '7': 'decision 0034' },
  'apps/web/src/lib/contact-errors.ts': { '7': 'decision 0034' },
  'packages/shared/src/contracts/customer.endpoints.ts': { '7': 'decision 0040' },
  'apps/api/src/modules/customer/customer.service.ts': { '7': 'decision 0040' },
  'apps/api/src/modules/customer/customer.test.ts': { '7': 'decision 0040' },
  'apps/api/src/modules/purchase-order/purchase-order-search.test.ts': { '7': 'decision 0040' },
  'e2e/console-search.test.ts': { '7': 'decision 0040' },
  'packages/shared/src/contracts/cart.test.ts': { '7': 'decision 0032' },
  'packages/shared/src/money.test.ts': { '7': 'decision 0031' },
  'apps/web/src/features/product/components/product-form.tsx': { '7': 'decision 0031' },
  'apps/web/src/features/product/components/product-form.test.tsx': { '7': 'decisions 0031–0034' },
  'packages/shared/src/contracts/cart.ts': { '7': 'decision 0008' },
  'apps/api/src/modules/cart/cart.test.ts': { '7': 'decision 0008' },
  'apps/web/src/components/char-count.tsx': { '7': 'decision 0008' },
  'apps/web/src/features/product/components/sku-rows.tsx': { '7': 'decision 0008' },
  'apps/web/src/components/reveal-error.ts': { '7': 'decision 0033' },
  'apps/web/src/features/address/pages/address-create-page.tsx': { '7': 'decision 0033' },
  'apps/web/src/app/pages/not-found-page.tsx': { '7': 'decision 0030' },
  'apps/web/src/messages/pages.ts': { '7': 'decision 0030' },
  'apps/web/src/lib/antd-setup.ts': { '7': 'decision 0030' },
  'e2e/vietnamese-ui.test.ts': { '7': 'decision 0030' },
  'apps/web/src/features/wallet/api/recharge-watch.ts': { '7': 'decision 0037' },
  'apps/web/src/features/wallet/api/recharge-watch.test.tsx': { '7': 'decision 0037' },
  'apps/api/src/modules/purchase-order/purchase-order-actors.test.ts': { '7': 'decision 0045' },
  'apps/api/src/lib/http/csv.test.ts': { '7': 'decision 0041' },
  // Buying: the queue is decision 0051, tracking codes make expected parcels (decision 0055).
  'packages/shared/src/contracts/buying.ts': { '8§1': 'decision 0050' },
  'apps/api/src/modules/purchase-order/purchase-order-queue.service.ts': { '8§1': 'decision 0051' },
  'apps/api/src/modules/purchase-order/purchase-order-queue.test.ts': { '8§1': 'decision 0051' },
  'apps/admin/src/features/purchase-order/purchasing-page.test.tsx': { '8§1': 'decision 0051' },
  'apps/api/src/modules/parcel/tracking-codes.service.ts': { '8§1': 'decision 0055' },
  'apps/api/src/modules/parcel/tracking-codes.test.ts': { '8§1': 'decision 0055' },
  'apps/web/src/messages/order.ts': { '8': 'decision 0052' },
  // Parcels: weighing and fee lines 0056, labels and the station 0057, photos 0058, bags and
  // orders following parcels 0055, leaving China 0060, claims 0083.
  'apps/api/src/modules/warehouse-ops/measure.service.ts': { '8§2': 'decision 0056', '9§3': 'decision 0062' },
  'apps/api/src/modules/warehouse-ops/measure.test.ts': { '8§2': 'decision 0056' },
  'apps/api/src/modules/parcel/label.ts': { '8§2': 'decision 0057' },
  'apps/api/src/modules/warehouse-ops/photo.service.ts': { '8§2': 'decision 0058' },
  'apps/api/src/modules/warehouse-ops/unclaimed.service.ts': { '8§2': 'decisions 0058 and 0083' },
  'apps/api/src/modules/warehouse-ops/unclaimed.test.ts': { '8§2': 'decisions 0058 and 0083' },
  'apps/api/src/modules/parcel/order-progress.ts': { '8§2': 'decision 0055' },
  'apps/api/src/modules/parcel/bag.test.ts': { '8§2': 'decision 0055' },
  'apps/api/src/modules/parcel/bag.service.ts': { '8§2': 'decision 0055' },
  'apps/api/src/modules/parcel/scan.test.ts': { '8§2': 'DESIGN.md §3.5b' },
  'apps/api/src/modules/parcel/parcel.mapper.ts': { '8§2': 'decision 0060', '9§3': 'decision 0062' },
  'packages/shared/src/errors.ts': { '8§2': 'DESIGN.md §3.5 and §3.5b' },
  'apps/api/src/modules/parcel/consignment-progress.ts': { '9': 'decision 0062' },
  // Delivery screens are decision 0066; timed rules, their queue and their settings 0069–0071.
  'apps/web/src/features/delivery': { '9§1': 'decision 0066' },
  'e2e/console-settings.test.ts': { '9§2': 'decision 0071' },
  'apps/api/src/modules/consignment/consignment-tools.service.ts': { '9§4': 'decision 0063' },
  'apps/api/src/db/seed.ts': { '2§1': 'README.md "Demo data"' },
  'apps/web/src/features/product/api/product.ts': { '2§5': 'DESIGN.md §3.1' },
  // Decision records.
  'docs/decisions/0017-test-tier.md': { '5§3': 'decision 0014' },
  'docs/decisions/0021-rate-limits-headers-compression.md': { '6§3': 'decision 0022' },
  'docs/decisions/0045-staff-counts-and-who-waits.md': { '8': 'decision 0050' },
};

/**
 * Exact sentence overrides (file → [old text, new text]), for sentences an automatic rewrite would
 * spoil: a citation that opens a sentence as its subject, or a decision record's Context that
 * quoted what the issue asked. Applied first; each old text disappears once replaced.
 */
const sentences: Record<string, [string, string][]> = {
  'apps/api/src/modules/auth/session.test.ts': [
    [' * Issue 6 §1 sessions: the public', ' * Sessions (decision 0019): the public'],
  ],
  'apps/api/src/modules/auth/outage.test.ts': [
    [' * Issue 6 §1 "whole-API deadlock":', ' * The "whole-API deadlock" of decision 0019:'],
  ],
  'apps/api/src/modules/delivery/delivery.test.ts': [
    [' * Issue 9 §1 and §5: delivery requests through', ' * Delivery requests (decision 0065) through'],
    ["describe('delivery journey (issue 9 §5)'", "describe('delivery journey (decision 0065)'"],
  ],
  'apps/api/src/modules/delivery/delivery-concurrency.test.ts': [
    [' * Issue 9 §5: 20 concurrent', ' * One live request per parcel (decision 0065):\n * 20 concurrent'],
  ],
  'apps/api/src/modules/parcel/journey.test.ts': [
    [
      ' * Issue 8 §4: the whole journey of a purchase order through both halves,',
      ' * The whole journey of a purchase order through both halves (DESIGN.md §3.1, §3.5b),',
    ],
  ],
  'apps/api/src/lib/http/input-bounds.test.ts': [
    [
      ' * Issue 6 §3: no input reaches PostgreSQL out of range (decision 0022).',
      ' * No input reaches PostgreSQL out of range (decision 0022).',
    ],
  ],
  'apps/api/src/modules/consignment/consignment-tools.service.ts': [
    [' * The public tools of issue 9 §4:', ' * The public tools (decision 0063):'],
  ],
  'apps/api/src/lib/platform/actor.ts': [['(issue 6, decision 0019)', '(decision 0019)']],
  'packages/shared/src/errors.ts': [['(issue 9 §3–4, decision 0061)', '(decisions 0061 and 0063)']],
  'packages/shared/src/contracts/cart.ts': [['before adding it (issue 7:', 'before adding it (decision 0032:']],
  'packages/shared/src/contracts/buying.ts': [['highlighted (issue 8 §1).', 'highlighted (decision 0051).']],
  'e2e/bench/page-speed.ts': [
    ['of a signed-in / (issue 6 §3,\n * decision 0021): each', 'of a signed-in /\n * (decision 0021): each'],
  ],
  'e2e/delivery.test.ts': [
    [' * Issue 9 §1 and §5 in the browser:', ' * Delivery requests (decisions 0065 and 0066) in the browser:\n *'],
  ],
  'e2e/warehouse-journey.test.ts': [
    [
      " * Issue 8 §4, the journey in the customer's browser:",
      " * The journey of a purchase order through the warehouses (DESIGN.md §3.5b), in the customer's\n * browser:",
    ],
  ],
  'e2e/first-week.test.ts': [
    ['stumbled on in her first week (issue 7),', 'stumbled on in her first week (decisions 0030–0037),'],
  ],
  'e2e/console-approvals.test.ts': [[' * Issue 7, staff console (decisions', ' * The staff console (decisions']],
  'e2e/consignment.test.ts': [
    [
      " * Issue 9 §3–4 in the customer's browser:",
      " * Consignment orders and the public tools (decisions 0061 and 0063), in the customer's browser:\n *",
    ],
  ],
  'e2e/customer-orders.test.ts': [
    [' * Issue 7, customer moments around', ' * Customer moments (decisions 0035–0037) around'],
  ],
  'e2e/buying.test.ts': [
    [' * Issue 8 §1 and §3 (buying), in the browser:', ' * Buying (decisions 0050 and 0052), in the browser:'],
  ],
  'e2e/warehouse-parcels.test.ts': [
    [' * Issue 8 §2–3 in the browser:', ' * Parcels (DESIGN.md §3.5b, decision 0052) in the browser:\n *'],
  ],
  'e2e/bench/run.ts': [
    ['prints the budgets of issue 2 §6.', 'prints the budgets below.'],
    ['(≤ 100 KB gzip each);', '(≤ 100 KB gzip each, decision 0012);'],
    ['in the same run (≥ 25 %);', 'in the same run (≥ 25 %, decision 0009);'],
  ],
  'apps/web/src/features/purchase-order/components/checkout-options.test.tsx': [
    [
      '(issue 8: "per kg or per m³ as the customer chose")',
      '(DESIGN.md §4: per kg, or per m³ when the customer chooses it)',
    ],
  ],
  'apps/web/src/features/product/components/product-form.tsx': [
    [
      " * cartItemInput rules, so messages match the API's. Issue 7: the price",
      " * cartItemInput rules, so messages match the API's. Decision 0031: the price",
    ],
  ],
  // Decision records: the Context says what the requirement was, without the issue.
  'docs/decisions/0001-stack-and-layout.md': [
    ['(issue 5; see biome.json)', '(see biome.json; decision 0088 moved them to dependency-cruiser)'],
  ],
  'docs/decisions/0009-cached-reads-and-serialisation.md': [
    [
      'Issue 2 asks `GET /api/CurrentUser` to sustain',
      "The first release's budget asks `GET /api/CurrentUser` to sustain",
    ],
  ],
  'docs/decisions/0010-home-layout.md': [
    ['Issue 2 §4 asks for\na default layout', 'The app shell asks for\na default layout'],
  ],
  'docs/decisions/0011-staff-console.md': [
    ['Issue 2 §5 asks for a staff console', 'The first release asks for a staff console (DESIGN.md §3.12)'],
    ['The phone budgets of\n  issue 2 §6 are the PWA', 'The phone budgets of\n  decision 0012 are the PWA'],
  ],
  'docs/decisions/0012-web-bundle-budget.md': [
    ['Issue 2 §6 caps the JavaScript', "The first release's budget caps the JavaScript"],
  ],
  'docs/decisions/0014-postings-and-system-balances.md': [['Issue 5 §3. Eight lifecycles', 'Eight lifecycles']],
  'docs/decisions/0015-status-machines-transitions-and-domain-events.md': [
    ['Issue 5 §1 and §4. The product', 'The product'],
  ],
  'docs/decisions/0016-endpoint-declarations-and-typed-client.md': [['Issue 5 §5: before this,', 'Before this,']],
  'docs/decisions/0017-test-tier.md': [['Issue 5 §6: the product has', 'The product has']],
  'docs/decisions/0018-adding-a-lifecycle.md': [['Issue 5 set four patterns', 'Four patterns were set']],
  'docs/decisions/0019-sessions-and-outages.md': [['Issue 6 §1–§2 reproduced, over HTTP:', 'Reproduced over HTTP:']],
  'docs/decisions/0020-client-session-resilience.md': [
    ['Issue 6 §1 found four', 'Trying the app as a returning customer found four'],
  ],
  'docs/decisions/0021-rate-limits-headers-compression.md': [
    ['Issue 6 §2–§3, reproduced over HTTP:', 'Reproduced over HTTP:'],
  ],
  'docs/decisions/0022-input-bounds-fuzzing-and-caps.md': [
    ['Issue 6 §3, reproduced over HTTP:', 'Reproduced over HTTP:'],
  ],
  'docs/decisions/0023-build-shutdown-and-instances.md': [
    ['Issue 6 §4. `npm start` ran', 'Before this record, `npm start` ran'],
    ['(built at the same time by another part of issue 6)', '(decision 0021, built at the same time)'],
    ['tested by the Redis part of\n  issue 6, not here.', 'tested with decision 0021\n  (Redis), not here.'],
  ],
  'docs/decisions/0024-read-speed.md': [['Issue 6 §5: a customer', 'Measured before this record: a customer']],
  'docs/decisions/0030-vietnamese-only-customer-ui.md': [
    ['Issue 7: the Cancel button', "Found in a new customer's first week: the Cancel button"],
  ],
  'docs/decisions/0031-yuan-prices-as-pasted.md': [
    ['Issue 7: "¥12.50" copied', 'Found in a new customer\'s first week: "¥12.50" copied'],
  ],
  'docs/decisions/0032-large-line-confirmation.md': [
    ['Issue 7: quantity 10,000', "Found in a new customer's first week: quantity 10,000"],
  ],
  'docs/decisions/0033-form-errors-revealed.md': [
    ['Issue 7: placing an order', "Found in a new customer's first week: placing an order"],
  ],
  'docs/decisions/0034-share-title-and-contact-conflicts.md': [
    ['Issue 7: the title inside', "Found in a new customer's first week: the title inside"],
  ],
  'docs/decisions/0035-order-summaries-and-cancellation-refunds.md': [
    ['Issue 7: order cards showed', "Found in a new customer's first week: order cards showed"],
  ],
  'docs/decisions/0036-place-search-aliases.md': [
    ['Issue 7: the province picker', "Found in a new customer's first week: the province picker"],
  ],
  'docs/decisions/0037-recharge-arrival-polling.md': [
    ['Issue 7: after staff approved', "Found in a new customer's first week: after staff approved"],
  ],
  'docs/decisions/0040-staff-search.md': [
    ['Issue 7 (staff console): "No search anywhere".', "Found in a new staff member's first week: no search anywhere."],
  ],
  'docs/decisions/0041-csv-exports.md': [
    ['Issue 7: "Every list can be exported', 'The staff console\'s requirement: "Every list can be exported'],
  ],
  'docs/decisions/0045-staff-counts-and-who-waits.md': [
    ['Issue 7 (staff console): "the menu shows', 'The staff console\'s requirement: "the menu shows'],
  ],
  'docs/decisions/0046-recharge-received-amount.md': [
    ['Issue 7: "a recharge whose transfer', 'The staff console\'s requirement: "a recharge whose transfer'],
  ],
  'docs/decisions/0050-buying-short-lines-and-price-changes.md': [
    ['Issue 8 §1: a purchaser records', 'Buying (DESIGN.md §3.1, §3.12): a purchaser records'],
  ],
  'docs/decisions/0051-buying-queue-and-assignment.md': [
    ['Issue 8 §1 asks for a console page', 'Buying needs a console page'],
  ],
  'docs/decisions/0052-buying-screens.md': [['Issue 8 §3: the customer', 'The customer']],
  'docs/decisions/0055-parcels-bags-and-orders-following-parcels.md': [
    ['Issue 8 §1–2: the seller', 'The warehouse chain (DESIGN.md §3.5, §3.5b): the seller'],
  ],
  'docs/decisions/0056-parcel-fees-and-order-shipping-lines.md': [
    ['Issue 8 §2: weighing gives', 'DESIGN.md §3.5: weighing gives'],
  ],
  'docs/decisions/0057-scan-station-labels-and-camera.md': [
    ['Issue 8 §2: a scan station', 'DESIGN.md §3.5b: a scan station'],
  ],
  'docs/decisions/0058-uploads-storage-and-signed-photos.md': [
    ['Issue 8 §2 and DESIGN.md §5: parcel photos', 'DESIGN.md §3.5 and §5: parcel photos'],
  ],
  'docs/decisions/0059-scan-hot-path-and-bench.md': [
    ['Issue 8 §4: "10 scan stations', 'The warehouse chain\'s budget: "10 scan stations'],
  ],
  'docs/decisions/0060-parcels-leave-china-once-the-deposit-was-paid.md': [
    ['The journey test of issue 8 §4 (', 'The journey test of a purchase order through the warehouses ('],
  ],
  'docs/decisions/0061-consignment-orders-and-declared-parcels.md': [
    ['Issue 9 §3: a customer who bought', 'DESIGN.md §3.4: a customer who bought'],
  ],
  'docs/decisions/0063-public-fee-calculator-and-measure-lookup.md': [
    [
      'Issue 9 §4: `/orderShipping/calcShippingFee`',
      'The public tools (DESIGN.md §3.4): `/orderShipping/calcShippingFee`',
    ],
  ],
  'docs/decisions/0065-delivery-requests.md': [
    ['Issue 9 §1 and DESIGN.md §3.6: a customer', 'DESIGN.md §3.6: a customer'],
  ],
  'docs/decisions/0066-delivery-screens.md': [
    ['Issue 9 §1 asks for a banner', 'Delivery requests (DESIGN.md §3.6) need a banner'],
  ],
  'docs/decisions/0069-job-runner-graphile-worker.md': [
    [
      'Issue 9 §2 asks for a PostgreSQL-backed job runner',
      'Timed work (DESIGN.md §4 and §5) needs a PostgreSQL-backed job runner',
    ],
  ],
  'docs/decisions/0070-status-hooks-and-timed-rules.md': [
    ['Issue 9 §2: "Jobs are enqueued', 'The timed work\'s rule: "Jobs are enqueued'],
  ],
  'docs/decisions/0071-admin-settings.md': [
    ['Issue 9 §2: "Every N is a setting', 'The timed work\'s rule: "Every N is a setting'],
  ],
  'docs/decisions/0073-deep-staff-pages-from-anchors.md': [
    ['Issue 6 §5: page 500 of 20', 'The read-speed budget (decision 0024): page 500 of 20'],
  ],
  'docs/decisions/0074-statements-built-once-and-short-scan-locks.md': [
    ['Issue 8 §4 asks for p95', 'The scan budget asks for p95'],
  ],
  'docs/decisions/0076-order-list-rows-from-the-order-row.md': [
    ['Issue 6 §5: page 500 of the staff', 'The read-speed budget (decision 0024): page 500 of the staff'],
  ],
  'docs/decisions/0078-pwa-renders-with-preact.md': [['(issue 6 §3, budget ≥ 0.95)', '(decision 0021, budget ≥ 0.95)']],
  'docs/decisions/0079-read-latency-at-an-offered-load.md': [
    ['Issue 6 §5 sets three targets', 'The read-speed budget (decision 0024) sets three targets'],
  ],
  'docs/decisions/0080-young-generation-size.md': [
    ['Issue 6 §5 asks for p99', 'The read-speed budget (decision 0024) asks for p99'],
  ],
};

/** "issue 9", "Issue 8 §2", "issue 9 §3–4", "Issue 6 §1–§2", "issue 9 §1 and §5", "issue 8 §1–2". */
const citation = /\b([Ii])ssue (\d+)((?: §\d+(?:\.\d+)?)(?:(?:–|-| and |, )§?\d+)*)?(?!\d)/g;

function sectionsOf(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  const parts = text.trim().split(/( and |, |–|-)/);
  let rangeFrom: number | null = null;
  for (const part of parts) {
    if (part === '–' || part === '-') {
      rangeFrom = Number(out[out.length - 1]);
      continue;
    }
    if (part === ' and ' || part === ', ') continue;
    const n = Number(part.replace('§', ''));
    if (rangeFrom !== null) {
      for (let s = rangeFrom + 1; s <= n; s++) out.push(String(s));
      rangeFrom = null;
    } else out.push(String(n));
  }
  return out;
}

function tableFor(file: string): Record<string, string> {
  const own = Object.entries(perFile).filter(([p]) => file === p || file.startsWith(`${p}/`));
  return Object.assign({}, general, ...own.map(([, t]) => t));
}

/** "decision 0061" + "decision 0063" → "decisions 0061 and 0063"; other references joined by ", ". */
function joinRefs(refs: string[]): string {
  const unique = [...new Set(refs)];
  const decisions = unique.filter((r) => /^decision \d{4}$/.test(r)).map((r) => r.slice(9));
  const others = unique.filter((r) => !/^decision \d{4}$/.test(r));
  const parts = [...others];
  if (decisions.length === 1) parts.push(`decision ${decisions[0]}`);
  if (decisions.length > 1) parts.push(`decisions ${decisions.slice(0, -1).join(', ')} and ${decisions.at(-1)}`);
  return parts.join(', ');
}

function refsNamed(text: string): Set<string> {
  const flat = text.replace(/\s*\n\s*(?:\*|\/\/|--)?\s*/g, ' ');
  const found = new Set<string>();
  for (const m of flat.matchAll(/\bdecisions? ((?:\d{4}(?:, | and |–)?)+)/g)) {
    for (const d of (m[1] ?? '').match(/\d{4}/g) ?? []) found.add(`decision ${d}`);
  }
  for (const m of flat.matchAll(/\b(DESIGN|SPEC)\.md §[\d.]+[a-z]?/g)) found.add(m[0]);
  return found;
}

interface Unresolved {
  file: string;
  text: string;
}

function rewrite(file: string, text: string, unresolved: Unresolved[]): string {
  let out = text;
  for (const [from, to] of sentences[file] ?? []) out = out.split(from).join(to);
  const table = tableFor(file);
  out = out.replace(citation, (whole, i: string, n: string, secs: string | undefined, offset: number, all: string) => {
    const sections = sectionsOf(secs);
    const keys = sections.length > 0 ? sections.map((s) => `${n}§${s}`) : [n];
    const refs = keys.map((k) => table[k]);
    if (refs.some((r) => r === undefined)) {
      unresolved.push({ file, text: whole });
      return whole;
    }
    let ref = joinRefs(refs as string[]);
    // A citation that opens a sentence keeps its capital letter.
    const before = all.slice(Math.max(0, offset - 12), offset);
    if (i === 'I' && (/(^|\n)\s*(\*|\/\/|--|-)?\s*$/.test(before) || /[.:]\s+$/.test(before))) {
      ref = ref.charAt(0).toUpperCase() + ref.slice(1);
    }
    return `\uE000${ref}\uE001`;
  });
  // Inside a parenthesis, a rewritten reference that the parenthesis already names is dropped
  // ("(issue 6 §1, decision 0020)" → "(decision 0020)", not "(decision 0020, decision 0020)").
  out = out.replace(/\(([^()]*\uE000[^()]*)\)/g, (_whole, inner: string) => {
    // Pieces at even indexes, separators (a comma or semicolon, maybe a line break) at odd ones.
    const pieces = inner.split(/([,;][ \t]*(?:\n[ \t]*(?:\*|\/\/|--)?[ \t]*)?)/);
    const clean = (t: string) => t.replace(/[\uE000\uE001]/g, '');
    for (let k = 0; k < pieces.length; k += 2) {
      const marked = /^\uE000([^\uE001]*)\uE001$/.exec(pieces[k] ?? '');
      if (!marked) continue;
      const others = pieces.filter((_, j) => j !== k && j % 2 === 0).join(', ');
      const named = refsNamed(clean(others));
      const mine = refsNamed(marked[1] ?? '');
      if (mine.size === 0 || ![...mine].every((r) => named.has(r))) continue;
      // Drop the piece with the separator after it (the one before it when it is the last piece).
      if (k + 1 < pieces.length) pieces.splice(k, 2);
      else if (k > 0) pieces.splice(k - 1, 2);
      else continue;
      k -= 2;
    }
    return `(${pieces.join('')})`;
  });
  return out.replace(/[\uE000\uE001]/g, '');
}

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\u0000');
  return listed.filter(
    (f) =>
      /\.(ts|tsx|md|cjs|mjs|js|json|css|html)$/.test(f) &&
      !f.includes('node_modules/') &&
      f !== 'scripts/cite-docs.ts' &&
      f !== 'package-lock.json',
  );
}

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--dry') ? 'dry' : 'write';
const unresolved: Unresolved[] = [];
let changedFiles = 0;
let replaced = 0;
for (const file of trackedFiles()) {
  const text = readFileSync(file, 'utf8');
  if (!/\b[Ii]ssue \d/.test(text)) continue;
  const next = rewrite(file, text, unresolved);
  if (next === text) continue;
  const beforeLines = text.split('\n');
  const afterLines = next.split('\n');
  const count = (text.match(citation) ?? []).length - (next.match(citation) ?? []).length;
  replaced += count;
  changedFiles++;
  if (mode === 'check') continue;
  console.log(`${file}: ${count} citation(s)`);
  for (const line of afterLines) {
    if (!beforeLines.includes(line) && /decision|DESIGN|SPEC|README|Found in|requirement|budget/.test(line)) {
      console.log(`  + ${line.trim()}`);
    }
  }
  if (mode === 'write') writeFileSync(file, next);
}

// What remains: every tracked text file, after the rewrite.
const remaining: string[] = [];
for (const file of trackedFiles()) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, k) => {
    if (citation.test(line)) remaining.push(`${file}:${k + 1}: ${line.trim()}`);
    citation.lastIndex = 0;
  });
}

if (mode === 'check') {
  if (changedFiles > 0 || remaining.length > 0) {
    console.error(`${changedFiles} file(s) still cite issues; run npx tsx scripts/cite-docs.ts`);
    for (const r of remaining) console.error(`  ${r}`);
    process.exit(1);
  }
  console.log('no citation of an issue remains');
} else {
  console.log(`${replaced} citation(s) in ${changedFiles} file(s)${mode === 'dry' ? ' would be' : ''} rewritten`);
  for (const u of unresolved) console.log(`no mapping for "${u.text}" in ${u.file}`);
  if (mode === 'write' && remaining.length > 0) {
    console.log('still citing an issue:');
    for (const r of remaining) console.log(`  ${r}`);
  }
}
