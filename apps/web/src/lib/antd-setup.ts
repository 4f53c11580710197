/**
 * antd-mobile set up once, by the default layout's providers:
 * - React 19 and Preact (STACK.md traps 8 and 13): Toast, Dialog and Modal render through
 *   `unstableSetRender`, which must use `createRoot`.
 * - The vi-VN locale (uneven strings replaced, messages/antd-locale.ts) as antd-mobile's global
 *   default too, not only through <ConfigProvider>: imperative calls (Dialog.confirm, Toast.show,
 *   Modal.alert, ActionSheet.show) render in a root of their own, outside every provider, and
 *   otherwise fall back to the built-in zh-CN ("取消" on the Cancel button; decision 0030).
 * Also loads antd-mobile's global CSS variables (the per-component CSS comes with each component).
 */
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { antdLocaleOverrides } from '../messages/antd-locale.ts';

/** antd-mobile's vi-VN with our replacements, key by key (spreading keeps the untouched keys). */
export const appLocale = {
  ...viVN,
  ...antdLocaleOverrides,
  common: { ...viVN.common, ...antdLocaleOverrides.common },
  ErrorBlock: { ...viVN.ErrorBlock, ...antdLocaleOverrides.ErrorBlock },
  InfiniteScroll: { ...viVN.InfiniteScroll, ...antdLocaleOverrides.InfiniteScroll },
};

setDefaultConfig({ locale: appLocale });

type Container = (Element | DocumentFragment) & { __appRoot?: Root };

unstableSetRender((node, container) => {
  const c = container as Container;
  c.__appRoot ??= createRoot(c);
  const root = c.__appRoot;
  root.render(node);
  return async () => {
    // antd-mobile unmounts while closing: let React finish the current render first
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    c.__appRoot = undefined;
  };
});
