import { describe, expect, it } from 'vitest';
import fixtures from './links.fixtures.json' with { type: 'json' };
import { shareTitle } from './share-title.ts';

const byKey = (format: string) => fixtures.records.filter((r) => r.format === format).map((r) => r.url);

describe('shareTitle', () => {
  it.each([
    // Corner brackets (Taobao and Tmall app share texts), with the customer's own words around them.
    [
      '【淘宝】https://e.tb.cn/h.abc?tk=xyz CZ356 「女士针织开衫」 点击链接直接打开 或者 淘宝搜索直接打开',
      '女士针织开衫',
    ],
    ['【天猫】https://detail.tmall.com/item.htm?id=1050906790941 「某商品」', '某商品'],
    [
      'Shop ơi đặt giúp em mẫu này nhé: 【淘宝】https://e.tb.cn/h.SXjcgDZgiZ8HovB?tk=nyXpT7VA7lt CZ356 「新中式双人书桌靠墙长条桌」 màu trắng, size 1m2',
      '新中式双人书桌靠墙长条桌',
    ],
    ['「 」「 女士针织开衫 」', '女士针织开衫'],
    // A title in 【】 that is not the app's tag.
    [
      '【轻薄羽绒服女短款立领连帽时尚韩版修身秋冬大码女装外套反季促销】https://m.tb.cn/h.3n52vLA 点击链接，再选择浏览器咑閞；或復·制这段描述￥E1UAbOaNcwP￥后到👉淘♂寳♀👈',
      '轻薄羽绒服女短款立领连帽时尚韩版修身秋冬大码女装外套反季促销',
    ],
    // Beside the link.
    [
      '【拼多多】ESP32C3开发板2.4GWIFI蓝牙模块 https://mobile.yangkeduo.com/goods2.html?ps=LVQqM9Zj5g',
      'ESP32C3开发板2.4GWIFI蓝牙模块',
    ],
    [
      '2.0啊CrATXeu9PaK， https://m.tb.cn/h.4JGyJuZ?sm=71c67e 卡通可爱煤球红米k30手机壳全包支架redmi推拉镜头肤感防摔',
      '卡通可爱煤球红米k30手机壳全包支架redmi推拉镜头肤感防摔',
    ],
  ])('%s → %s', (text, title) => {
    expect(shareTitle(text)).toBe(title);
  });

  it.each([
    ['https://item.taobao.com/item.htm?id=691541677564'],
    ['item.taobao.com/item.htm?id=691541677564'],
    ['Shop ơi, mình muốn mua cái này: item.taobao.com/item.htm?id=691541677564 nhé'],
    ['【淘宝】https://e.tb.cn/h.abc?tk=xyz CZ356 点击链接直接打开 或者 淘宝搜索直接打开'],
    ['【淘宝】大促价保 https://e.tb.cn/h.abc'],
    ['【天猫】 【 】'],
    [''],
  ])('%j has no title', (text) => {
    expect(shareTitle(text)).toBeNull();
  });

  it('finds a title in every share text of the product-urls data file', () => {
    const texts = [...byKey('taobao-share-text'), ...byKey('tmall-share-text'), ...byKey('pdd-share-text')];
    expect(texts.length).toBeGreaterThanOrEqual(7);
    for (const text of texts) {
      const title = shareTitle(text);
      expect(title, text).toBeTruthy();
      expect(title, text).not.toMatch(/https?:|点击链接|淘宝搜索|【|】|「|」/);
    }
  });

  it('stays within the cart title limit of 500 characters', () => {
    expect(shareTitle(`「${'衫'.repeat(700)}」`)).toHaveLength(500);
  });
});
