/**
 * The panel on a shop's item page, in Vietnamese: title, shop, a variant picker built from what
 * the page embeds (sold-out combinations disabled, each combination's price), unit price in ¥ and
 * ≈ ₫ at today's purchase rate, 1688's price tiers and minimum, quantity, "Thêm vào giỏ" and
 * "Đặt hàng ngay". Fields the page did not give are asked for. Plain DOM in the shadow root main.ts makes.
 */
import { fenToVnd, formatFen, formatNumber, formatVnd } from '@app/shared/money';
import { buildCartLine, findSku, isAvailable, type ManualFields, type Selection, unitPrice } from '../lib/cart-line.ts';
import type { AddReply, StateReply } from '../lib/messages.ts';
import { ask } from '../lib/messages.ts';
import type { MissingField, PageProduct } from '../parsers/page-product.ts';

const missingLabels: Record<MissingField, string> = {
  title: 'tên sản phẩm',
  price: 'giá',
  shopName: 'tên shop',
  variants: 'phân loại (màu, size…)',
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text = '') {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

/** Mounts the panel for `product` (read at `fetchedAt`) into `root`. */
export function mountPanel(root: ShadowRoot, product: PageProduct, fetchedAt: string): void {
  const selection: Selection = {};
  const manual: ManualFields = {};
  let quantity = Math.max(1, product.minOrderQuantity);
  let state: StateReply | null = null;
  let message: { text: string; kind: 'ok' | 'error'; signIn?: boolean } | null = null;
  let busy = false;

  const panel = el('section', { class: 'panel', 'data-testid': 'ext-panel', lang: 'vi', 'aria-label': 'Mua hộ' });
  root.append(panel);

  function render(): void {
    panel.replaceChildren();
    const head = el('div', { class: 'head' });
    const close = el('button', { 'aria-label': 'Thu gọn', title: 'Thu gọn' }, '×');
    close.onclick = () => panel.remove();
    head.append(el('span', {}, 'Mua hộ hàng Trung Quốc'), close);
    const body = el('div', { class: 'body' });
    panel.append(head, body);

    if (product.missing.length > 0) {
      const names = product.missing.map((m) => missingLabels[m]).join(', ');
      body.append(
        el(
          'div',
          { class: 'warn', 'data-testid': 'ext-missing' },
          `Không đọc được ${names} trên trang này. Vui lòng nhập bên dưới.`,
        ),
      );
    }
    body.append(
      product.title
        ? el('div', { class: 'title', 'data-testid': 'ext-title' }, product.title)
        : input('title', 'Tên sản phẩm'),
    );
    body.append(
      product.shopName
        ? el('div', { class: 'muted', 'data-testid': 'ext-shop' }, `Shop: ${product.shopName}`)
        : input('shopName', 'Tên shop'),
    );

    for (const prop of product.props) {
      const group = el('div', { role: 'group', 'aria-label': prop.name });
      const values = el('div', { class: 'values' });
      for (const v of prop.values) {
        const b = el(
          'button',
          { type: 'button', 'aria-pressed': String(selection[prop.name] === v.name), 'aria-label': v.name },
          v.name,
        );
        // With the other properties chosen, each value is one combination: show its price.
        const combo = findSku(product, { ...selection, [prop.name]: v.name });
        const comboPrice = combo ? (combo.promotionPriceFen ?? combo.priceFen) : null;
        if (comboPrice !== null && product.priceTiers.length === 0)
          b.append(el('small', {}, ` ${formatFen(comboPrice)}`));
        const available = isAvailable(product, selection, prop.name, v.name);
        if (!available) {
          b.setAttribute('aria-disabled', 'true');
          b.title = 'Hết hàng';
        }
        b.onclick = () => {
          if (!available) {
            message = { text: `${prop.name} “${v.name}” đã hết hàng`, kind: 'error' };
          } else {
            if (selection[prop.name] === v.name) delete selection[prop.name];
            else selection[prop.name] = v.name;
            message = null;
          }
          render();
        };
        values.append(b);
      }
      group.append(el('div', { class: 'prop-name' }, prop.name), values);
      body.append(group);
    }
    if (product.missing.includes('variants')) body.append(input('variants', 'Phân loại (ví dụ: Màu: Đỏ, Size: M)'));

    body.append(priceBlock());
    const qty = el('input', { type: 'number', min: String(product.minOrderQuantity), step: '1', inputmode: 'numeric' });
    qty.value = String(quantity);
    qty.oninput = () => {
      quantity = Number(qty.value);
      message = null;
      const shown = panel.querySelector('[data-testid="ext-message"]');
      if (shown?.classList.contains('error')) shown.replaceChildren();
      const p = panel.querySelector('[data-testid="ext-price-block"]');
      p?.replaceWith(priceBlock());
    };
    const ql = el('label', {}, 'Số lượng');
    ql.append(qty);
    body.append(ql);

    const actions = el('div', { class: 'actions' });
    const addBtn = el('button', { class: 'add', type: 'button' }, 'Thêm vào giỏ');
    const buyBtn = el('button', { class: 'buy', type: 'button' }, 'Đặt hàng ngay');
    addBtn.disabled = buyBtn.disabled = busy;
    addBtn.onclick = () => submit(false);
    buyBtn.onclick = () => submit(true);
    actions.append(addBtn, buyBtn);
    body.append(actions);

    const msg = el(
      'div',
      { class: `msg ${message?.kind ?? ''}`, role: 'status', 'data-testid': 'ext-message' },
      message?.text ?? '',
    );
    if (message?.signIn || (state && !state.signedIn)) {
      const link = el('button', { class: 'link', type: 'button' }, 'Đăng nhập tiện ích');
      link.onclick = () => void ask({ type: 'open-options' });
      if (!message) msg.append('Bạn chưa đăng nhập. ');
      else msg.append(' ');
      msg.append(link);
    }
    body.append(msg);
  }

  function input(field: keyof ManualFields, label: string): HTMLElement {
    const l = el('label', {}, label);
    const i = el('input', { type: 'text', name: field });
    i.value = manual[field] ?? '';
    i.oninput = () => {
      manual[field] = i.value;
    };
    l.append(i);
    return l;
  }

  function priceBlock(): HTMLElement {
    const box = el('div', { 'data-testid': 'ext-price-block' });
    const sku = findSku(product, selection);
    const { unitPriceFen, listPriceFen } = unitPrice(product, sku, Number.isInteger(quantity) ? quantity : 1);
    if (unitPriceFen === null) {
      box.append(input('priceYuan', 'Đơn giá (¥)'));
    } else {
      const line = el('div', { class: 'price', 'data-testid': 'ext-price' }, formatFen(unitPriceFen));
      if (listPriceFen !== null) line.append(el('span', { class: 'list-price' }, formatFen(listPriceFen)));
      box.append(line);
      if (state?.rate) {
        box.append(
          el(
            'div',
            { class: 'muted', 'data-testid': 'ext-price-vnd' },
            `≈ ${formatVnd(fenToVnd(unitPriceFen, state.rate))} (tỷ giá ${formatNumber(state.rate)} ₫/¥)`,
          ),
        );
      } else {
        box.append(el('div', { class: 'muted' }, 'Đăng nhập để xem giá ₫ theo tỷ giá hôm nay'));
      }
    }
    if (product.priceTiers.length > 0) {
      const tiers = el('div', { class: 'tiers', 'data-testid': 'ext-tiers' });
      const current = unitPriceFen;
      for (const t of product.priceTiers) {
        const on = t.priceFen === current ? 'on' : '';
        tiers.append(
          el('span', { class: on }, `Từ ${formatNumber(t.minQuantity)} sản phẩm`),
          el('span', { class: on }, formatFen(t.priceFen)),
        );
      }
      box.append(tiers);
    }
    if (product.minOrderQuantity > 1)
      box.append(el('div', { class: 'muted' }, `Mua tối thiểu ${formatNumber(product.minOrderQuantity)} sản phẩm`));
    const stock = sku ? sku.stock : product.stock;
    if (stock !== null)
      box.append(el('div', { class: 'muted' }, stock === 0 ? 'Hết hàng' : `Còn ${formatNumber(stock)} sản phẩm`));
    return box;
  }

  async function submit(checkout: boolean): Promise<void> {
    const result = buildCartLine(product, selection, quantity, manual, fetchedAt);
    if (!result.ok) {
      message = { text: result.message, kind: 'error' };
      render();
      return;
    }
    busy = true;
    render();
    try {
      const reply = await ask<AddReply>({ type: 'add', line: result.line, checkout });
      message = reply.ok
        ? { text: checkout ? 'Đã thêm vào giỏ, đang mở trang đặt hàng…' : 'Đã thêm vào giỏ hàng', kind: 'ok' }
        : { text: reply.message, kind: 'error', signIn: reply.signIn };
    } catch {
      message = { text: 'Tiện ích vừa được cập nhật. Vui lòng tải lại trang.', kind: 'error' };
    }
    busy = false;
    render();
  }

  render();
  ask<StateReply>({ type: 'state' })
    .then((s) => {
      state = s;
      render();
    })
    .catch(() => undefined);
}
