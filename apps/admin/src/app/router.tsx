/**
 * Routes of the staff console, under the `/admin` basename. Every page loads lazily; the
 * signed-in pages share the layout, whose gate sends anyone without a staff session to /login.
 * Paths follow the product's route names (`orderOrdering`, `recharge`, `exchangeRate`; `bankAccount` and `customer` are new).
 */
import { Spin } from 'antd';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouteError } from './route-error.tsx';

export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spin fullscreen />,
      children: [
        {
          path: '/login',
          lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
        },
        {
          // Public: a new or reset staff member's mailed link (decision 0097).
          path: '/setPassword',
          lazy: async () => ({
            Component: (await import('../features/auth/set-password-page.tsx')).SetPasswordPage,
          }),
        },
        {
          lazy: async () => ({ Component: (await import('./layout.tsx')).AdminLayout }),
          children: [
            { index: true, element: <Navigate to="/orderOrdering" replace /> },
            {
              path: '/orderOrdering',
              lazy: async () => ({
                Component: (await import('../features/purchase-order/order-list-page.tsx')).OrderListPage,
              }),
            },
            {
              path: '/orderOrdering/:id',
              lazy: async () => ({
                Component: (await import('../features/purchase-order/order-detail-page.tsx')).OrderDetailPage,
              }),
            },
            {
              path: '/orderShipping',
              lazy: async () => ({
                Component: (await import('../features/consignment/consignment-list-page.tsx')).ConsignmentListPage,
              }),
            },
            {
              path: '/orderShipping/:id',
              lazy: async () => ({
                Component: (await import('../features/consignment/consignment-detail-page.tsx')).ConsignmentDetailPage,
              }),
            },
            {
              path: '/purchasing',
              lazy: async () => ({
                Component: (await import('../features/purchase-order/purchasing-page.tsx')).PurchasingPage,
              }),
            },
            {
              path: '/complaint',
              lazy: async () => ({
                Component: (await import('../features/complaint/complaint-list-page.tsx')).ComplaintListPage,
              }),
            },
            {
              path: '/complaint/:id',
              lazy: async () => ({
                Component: (await import('../features/complaint/complaint-detail-page.tsx')).ComplaintDetailPage,
              }),
            },
            {
              path: '/recharge',
              lazy: async () => ({ Component: (await import('../features/recharge/recharge-page.tsx')).RechargePage }),
            },
            {
              path: '/bankTransfer',
              lazy: async () => ({
                Component: (await import('../features/bank-transfer/bank-transfer-page.tsx')).BankTransferPage,
              }),
            },
            // Chat (decision 0112).
            {
              path: '/chat',
              lazy: async () => ({ Component: (await import('../features/chat/chat-page.tsx')).ChatPage }),
            },
            {
              path: '/chat/:thread',
              lazy: async () => ({ Component: (await import('../features/chat/chat-thread-page.tsx')).ChatThreadPage }),
            },
            {
              path: '/withdraw',
              lazy: async () => ({
                Component: (await import('../features/withdrawal/withdrawal-page.tsx')).WithdrawalPage,
              }),
            },
            {
              path: '/withdraw/:id',
              lazy: async () => ({
                Component: (await import('../features/withdrawal/withdrawal-detail-page.tsx')).WithdrawalDetailPage,
              }),
            },
            // Pay-on-behalf (decision 0114): the notifications link /orderPob/{id} and /orderPob/refund.
            {
              path: '/orderPob',
              lazy: async () => ({
                Component: (await import('../features/pay-on-behalf/pob-list-page.tsx')).PobListPage,
              }),
            },
            {
              path: '/orderPob/refund',
              lazy: async () => ({
                Component: (await import('../features/pay-on-behalf/pob-refund-page.tsx')).PobRefundPage,
              }),
            },
            {
              path: '/orderPob/:id',
              lazy: async () => ({
                Component: (await import('../features/pay-on-behalf/pob-detail-page.tsx')).PobDetailPage,
              }),
            },
            // Taobao Global orders (decision 0117).
            {
              path: '/taobaoIntOrder',
              lazy: async () => ({
                Component: (await import('../features/taobao-global/taobao-order-list-page.tsx')).TaobaoOrderListPage,
              }),
            },
            {
              path: '/taobaoIntOrder/:id',
              lazy: async () => ({
                Component: (await import('../features/taobao-global/taobao-order-detail-page.tsx'))
                  .TaobaoOrderDetailPage,
              }),
            },
            // Agents' commission rules (decision 0119).
            {
              path: '/commissionRule',
              lazy: async () => ({
                Component: (await import('../features/agency/commission-rule-page.tsx')).CommissionRulePage,
              }),
            },
            {
              path: '/customer',
              lazy: async () => ({
                Component: (await import('../features/customer/customer-list-page.tsx')).CustomerListPage,
              }),
            },
            {
              path: '/customer/:id',
              lazy: async () => ({
                Component: (await import('../features/customer/customer-page.tsx')).CustomerPage,
              }),
            },
            {
              path: '/customerLevel',
              lazy: async () => ({
                Component: (await import('../features/customer-level/customer-levels-page.tsx')).CustomerLevelsPage,
              }),
            },
            {
              path: '/exchangeRate',
              lazy: async () => ({
                Component: (await import('../features/exchange-rate/exchange-rate-page.tsx')).ExchangeRatePage,
              }),
            },
            {
              path: '/staff',
              lazy: async () => ({ Component: (await import('../features/staff/staff-list-page.tsx')).StaffListPage }),
            },
            {
              path: '/tariff',
              lazy: async () => ({ Component: (await import('../features/tariff/tariff-page.tsx')).TariffPage }),
            },
            {
              path: '/warehouses',
              lazy: async () => ({
                Component: (await import('../features/warehouse-admin/warehouses-page.tsx')).WarehousesPage,
              }),
            },
            {
              path: '/settings',
              lazy: async () => ({
                Component: (await import('../features/setting/settings-page.tsx')).SettingsPage,
              }),
            },
            {
              path: '/security',
              lazy: async () => ({
                Component: (await import('../features/security/security-page.tsx')).SecurityPage,
              }),
            },
            {
              path: '/auditLog',
              lazy: async () => ({
                Component: (await import('../features/audit-log/audit-log-page.tsx')).AuditLogPage,
              }),
            },
            {
              path: '/bankAccount',
              lazy: async () => ({
                Component: (await import('../features/bank-account/bank-account-page.tsx')).BankAccountPage,
              }),
            },
            {
              path: '/warehouse',
              lazy: async () => ({
                Component: (await import('../features/warehouse/warehouse-pick-page.tsx')).WarehousePickPage,
              }),
            },
            {
              path: '/warehouse/:id/scan',
              lazy: async () => ({
                Component: (await import('../features/warehouse/scan-station-page.tsx')).ScanStationPage,
              }),
            },
            {
              path: '/bag',
              lazy: async () => ({ Component: (await import('../features/bag/bag-list-page.tsx')).BagListPage }),
            },
            {
              path: '/bag/:id',
              lazy: async () => ({ Component: (await import('../features/bag/bag-detail-page.tsx')).BagDetailPage }),
            },
            {
              path: '/unclaimed',
              lazy: async () => ({
                Component: (await import('../features/unclaimed/unclaimed-page.tsx')).UnclaimedPage,
              }),
            },
            {
              path: '/delivery',
              lazy: async () => ({
                Component: (await import('../features/delivery/delivery-queue-page.tsx')).DeliveryQueuePage,
              }),
            },
            {
              path: '/delivery/create',
              lazy: async () => ({
                Component: (await import('../features/delivery/delivery-create-page.tsx')).DeliveryCreatePage,
              }),
            },
            {
              path: '/delivery/:id',
              lazy: async () => ({
                Component: (await import('../features/delivery/delivery-detail-page.tsx')).DeliveryDetailPage,
              }),
            },
            {
              path: '/delivery/:id/slip',
              lazy: async () => ({
                Component: (await import('../features/delivery/export-slip-page.tsx')).ExportSlipPage,
              }),
            },
            {
              path: '/article',
              lazy: async () => ({
                Component: (await import('../features/article/article-list-page.tsx')).ArticleListPage,
              }),
            },
            {
              path: '/article/:id',
              lazy: async () => ({
                Component: (await import('../features/article/article-edit-page.tsx')).ArticleEditPage,
              }),
            },
            {
              path: '/staticPage',
              lazy: async () => ({
                Component: (await import('../features/article/static-page-page.tsx')).StaticPagePage,
              }),
            },
            // Adjustments and reconciliation (DESIGN.md §3.8, §3.12).
            {
              path: '/adjustment',
              lazy: async () => ({
                Component: (await import('../features/adjustment/adjustment-page.tsx')).AdjustmentPage,
              }),
            },
            {
              path: '/reconciliation',
              lazy: async () => ({
                Component: (await import('../features/reconciliation/reconciliation-page.tsx')).ReconciliationPage,
              }),
            },
            { path: '*', lazy: async () => ({ Component: (await import('./not-found.tsx')).NotFoundPage }) },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
