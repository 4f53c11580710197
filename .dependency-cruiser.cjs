/**
 * Import rules checked on resolved paths (dependency-cruiser), part of `npm run lint`: a deeper
 * relative path, an alias or a re-export file resolves to the file it really reaches, so it cannot
 * slip past a rule the way a pattern on the import's text can (decision 0088).
 *
 * API (apps/api/src): lib → db ← modules, never upwards; a route reaches data only through its
 * service; a module reads and writes only the tables of its own area (`db/schema/<area>.ts`, the
 * area named in `owners` below) and reaches another area through that area's service.
 * Front ends (apps/web, apps/admin): shared (components, lib, messages) ← features ← app; features
 * never import each other.
 */

/**
 * Schema files and the one module that owns each. A table's owner is the only module that imports
 * its definition; every other module asks the owner's service. Shared infrastructure tables
 * (status and domain events, idempotency keys) belong to lib/. `parcel` owns parcels, photos,
 * claims and declarations; `warehouse-ops` owns the warehouse chain's tables (bags, station scans;
 * decision 0088, second addendum).
 */
const owners = {
  address: ['address'],
  // Adjustments (modules/adjustment), staff money limits (money-limit), the ledger check's runs (wallet).
  adjustment: ['adjustment', 'money-limit', 'wallet'],
  audit: ['audit'],
  auth: ['auth'],
  'bank-account': ['bank-account'],
  'bank-transfer': ['bank-transfer', 'reconciliation'],
  cart: ['cart'],
  // Chat threads, messages and reads (decision 0112).
  agency: ['agency'],
  chat: ['chat'],
  complaint: ['complaint'],
  consignment: ['consignment'],
  'customer-level': ['customer-level'],
  content: ['content'],
  delivery: ['delivery'],
  jobs: ['jobs'],
  mail: ['mail'],
  // Notifications and preferences (modules/notification), devices' push subscriptions (modules/push).
  notification: ['notification', 'push'],
  parcel: ['parcel'],
  // Pay-on-behalf orders, their lines, quotes and refund requests (decision 0114).
  'pay-on-behalf': ['pay-on-behalf'],
  pricing: ['exchange-rate'],
  'purchase-order': ['purchase-order'],
  setting: ['setting'],
  staff: ['staff'],
  totp: ['auth'],
  upload: ['upload'],
  tariff: ['tariff'],
  // Linked Taobao buyer accounts and the orders imported from them (decisions 0116, 0117).
  'taobao-global': ['taobao-global'],
  wallet: ['wallet'],
  warehouse: ['warehouse'],
  'warehouse-ops': ['warehouse-ops'],
  'warehouse-scans': ['warehouse-ops'],
  withdrawal: ['withdrawal'],
};

const api = '^apps/api/src';

/** One rule per schema file: modules other than its owners may not import it. */
const ownership = Object.entries(owners).map(([area, modules]) => ({
  name: `schema-${area}-owned-by-${modules.join('-')}`,
  comment: `db/schema/${area}.ts belongs to modules/${modules.join(', modules/')}: other modules go through its service`,
  severity: 'error',
  from: {
    path: `${api}/modules/`,
    pathNot: [`${api}/modules/(${modules.join('|')})/`, '\\.test\\.ts$', '\\.test-support\\.ts$'],
  },
  to: { path: `${api}/db/schema/${area}\\.ts$` },
}));

module.exports = {
  forbidden: [
    ...ownership,
    ...[
      ['platform', 'db|events|status|http'],
      ['db', 'events|status|http'],
      ['events', 'status|http'],
      ['status', 'http'],
    ].map(([layer, above]) => ({
      name: `lib-${layer}-not-upwards`,
      comment: `lib/ is split by concern, lowest first: platform, db, events, status, http; lib/${layer} may not import lib/(${above})`,
      severity: 'error',
      from: { path: `${api}/lib/${layer}/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${api}/lib/(${above})/` },
    })),
    {
      name: 'lib-in-its-rooms',
      comment: 'every lib file lives in the room of its concern (lib/platform, db, events, status, http)',
      severity: 'error',
      from: {},
      to: { path: `${api}/lib/[^/]+\\.ts$` },
    },
    {
      name: 'lib-not-to-modules',
      comment: 'lib/ is below every module: it may not import one (register a hook or take a parameter instead)',
      severity: 'error',
      from: { path: `${api}/lib/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${api}/modules/` },
    },
    {
      name: 'db-not-to-modules-or-lib-upwards',
      comment:
        'db/ (schema, client, migrations) may not import a module; seed.ts and prepare.ts compose the app like app.ts does',
      severity: 'error',
      from: { path: `${api}/db/`, pathNot: '\\.test\\.ts$|^apps/api/src/db/(seed|prepare)\\.ts$' },
      to: { path: `${api}/modules/` },
    },
    {
      name: 'route-not-to-repository',
      comment: 'a route does HTTP only: it calls its service, never a repository',
      severity: 'error',
      from: { path: `${api}/modules/[^/]+/[^/]*routes\\.ts$` },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'route-not-to-schema',
      comment: 'a route does HTTP only: no table definitions',
      severity: 'error',
      from: { path: `${api}/modules/[^/]+/[^/]*routes\\.ts$` },
      to: { path: `${api}/db/schema/` },
    },
    {
      name: 'other-modules-through-service-or-refs',
      comment:
        "a module reaches another module through that module's service (<area>.service.ts) or, inside its own SQL, the owner's refs (<area>.refs.ts): never its repository, mapper, routes or helpers",
      severity: 'error',
      from: { path: `${api}/modules/([^/]+)/`, pathNot: '\\.test\\.ts$|\\.test-support\\.ts$' },
      to: {
        path: `${api}/modules/`,
        pathNot: [`${api}/modules/$1/`, '\\.(service|refs)\\.ts$'],
      },
    },
    {
      name: 'outside-modules-not-to-repositories',
      comment: "outside its module a repository is reached through the module's service",
      severity: 'error',
      from: { path: `${api}/`, pathNot: [`${api}/modules/`, '\\.test\\.ts$', `${api}/test/`] },
      to: { path: `${api}/modules/[^/]+/[^/]*\\.repository\\.ts$` },
    },
    {
      name: 'modules-not-to-the-schema-barrel',
      comment:
        'db/drizzle-schema.ts re-exports every table (for drizzle-kit and the client): a module importing it would bypass ownership',
      severity: 'error',
      from: { path: `${api}/modules/` },
      to: { path: `${api}/db/drizzle-schema\\.ts$` },
    },
    {
      name: 'features-not-to-other-features',
      comment: 'bulletproof-react: a feature never imports another feature; the app layer composes them',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'features-not-to-app',
      comment: 'a feature may not import the app layer (shared ← features ← app)',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/' },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'shared-ui-not-to-features-or-app',
      comment:
        'components/, lib/ and messages are shared by every feature: they may not import a feature or the app layer',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/(components|lib|messages)' },
      to: { path: '^apps/(web|admin)/src/(features|app)/' },
    },
    {
      name: 'shared-package-standalone',
      comment: 'packages/shared is imported by every app and imports none of them',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-to-test-code',
      comment: 'product code never imports test helpers',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: '\\.test\\.tsx?$|/test/|\\.test-support\\.ts$|/fuzz/' },
      to: { path: '\\.test\\.tsx?$|/test/|\\.test-support\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
