/** The panel's CSS, inside its shadow root: the page's CSS cannot reach it, and it reaches nothing else. */
export const panelCss = `
:host { all: initial; }
.panel { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 340px; max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px); overflow: auto; box-sizing: border-box; background: #fff; color: #1f1f1f;
  border-radius: 12px; box-shadow: 0 6px 24px rgba(0,0,0,.25); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.head { display: flex; align-items: center; justify-content: space-between; padding: 10px 14px; background: #d4380d; color: #fff;
  border-radius: 12px 12px 0 0; font-weight: 600; }
.head button { background: transparent; border: 0; color: #fff; font-size: 18px; cursor: pointer; }
.body { padding: 12px 14px; display: grid; gap: 10px; }
.title { font-weight: 600; }
.muted { color: #666; font-size: 13px; }
.warn { background: #fff7e6; border: 1px solid #ffd591; border-radius: 8px; padding: 8px; font-size: 13px; }
.prop-name { font-size: 13px; color: #555; margin-bottom: 4px; }
.values { display: flex; flex-wrap: wrap; gap: 6px; }
.values button { border: 1px solid #d9d9d9; background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; font: inherit; }
.values small { color: #888; font-size: 12px; }
.values button[aria-pressed="true"] { border-color: #d4380d; color: #d4380d; background: #fff2e8; }
.values button[aria-disabled="true"] { color: #bbb; background: #f5f5f5; text-decoration: line-through; cursor: not-allowed; }
.price { font-size: 20px; color: #d4380d; font-weight: 700; }
.list-price { color: #999; text-decoration: line-through; margin-left: 6px; font-size: 14px; font-weight: 400; }
.tiers { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 8px; font-size: 13px; }
.tiers .on { font-weight: 700; color: #d4380d; }
label { display: grid; gap: 4px; font-size: 13px; color: #555; }
input { font: inherit; padding: 6px 8px; border: 1px solid #d9d9d9; border-radius: 6px; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.actions button { font: inherit; font-weight: 600; padding: 9px; border-radius: 8px; cursor: pointer; border: 1px solid #d4380d; }
.add { background: #fff; color: #d4380d; }
.buy { background: #d4380d; color: #fff; }
.msg:empty { display: none; }
.msg { border-radius: 8px; padding: 8px; font-size: 13px; }
.msg.error { background: #fff1f0; color: #a8071a; }
.msg.ok { background: #f6ffed; color: #237804; }
.link { background: none; border: 0; color: #d4380d; text-decoration: underline; cursor: pointer; font: inherit; padding: 0; }
`;
