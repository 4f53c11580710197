/**
 * antd-mobile on React 19 (STACK.md trap 8): Toast, Dialog and Modal render through
 * `unstableSetRender`, which must use `createRoot`. Imported once, by the default layout.
 * Also loads antd-mobile's global CSS variables (the per-component CSS comes with each component).
 */
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

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
