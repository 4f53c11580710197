/**
 * The body allow-list (decision 0102) against a hostile sample: everything that could run code or
 * load from elsewhere is gone, the article's own formatting stays.
 */
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeBody } from './sanitize.ts';

/** The hostile sample (also quoted in decision 0102). */
export const hostileSample = [
  '<h2 onclick="steal()">Tiêu đề</h2>',
  '<script>alert("xss")</script>',
  '<p style="background:url(javascript:alert(1))">Đoạn <strong>đậm</strong> <em>nghiêng</em> <u>gạch</u> <s>xóa</s></p>',
  '<img src="x" onerror="alert(1)">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="https://img.example.com/a.jpg" alt="Ảnh ngoài">',
  '<img src="/api/Image/0b0f6c1e-3c1d-4a8e-9a53-6c1f0b2d9e77.png" alt="Ảnh của chúng tôi">',
  '<a href="javascript:alert(1)">bấm vào</a>',
  '<a href="https://example.com" target="_blank" onmouseover="x()">liên kết</a>',
  '<a href="mailto:cskh@example.com" target="_top">thư</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<svg><script>alert(1)</script><circle r="1"/></svg>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">dữ liệu</a>',
  '<form action="https://evil.example"><input name="p"></form>',
  '<ul><li>một</li></ul><blockquote>trích</blockquote><table><tr><td>ô</td></tr></table><pre><code>x</code></pre><hr>',
].join('\n');

describe('sanitizeBody', () => {
  const out = sanitizeBody(hostileSample);

  it('removes every way to run code or load a frame', () => {
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      '<iframe',
      '<style',
      '<svg',
      'data:',
      'style=',
      '<form',
      '<input',
      '_top',
    ]) {
      expect(out).not.toContain(bad);
    }
  });

  it('keeps the formatting, links with rel noopener, and images from us or https', () => {
    expect(out).toContain('<h2>Tiêu đề</h2>');
    expect(out).toContain('<p>Đoạn <strong>đậm</strong> <em>nghiêng</em> <u>gạch</u> <s>xóa</s></p>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">liên kết</a>');
    expect(out).toContain('<a href="mailto:cskh@example.com" rel="noopener noreferrer">thư</a>');
    expect(out).toContain('<img src="https://img.example.com/a.jpg" alt="Ảnh ngoài" />');
    expect(out).toContain('<img src="/api/Image/0b0f6c1e-3c1d-4a8e-9a53-6c1f0b2d9e77.png" alt="Ảnh của chúng tôi" />');
    expect(out).toContain('<blockquote>trích</blockquote>');
    expect(out).toContain('<td>ô</td>');
    expect(out).toContain('<pre><code>x</code></pre>');
    // The link text stays, the hostile address goes.
    expect(out).toContain('<a rel="noopener noreferrer">bấm vào</a>');
    expect(out.match(/<img/g)).toHaveLength(2);
  });

  it('leaves clean HTML as it was', () => {
    const clean =
      '<h3>Bước 1</h3><ol><li>Dán link sản phẩm</li></ol><p>Xem <a href="/article/policy" rel="noopener noreferrer">chính sách</a></p>';
    expect(sanitizeBody(clean)).toBe(clean);
  });

  it('plainText drops tags and collapses spaces', () => {
    expect(plainText('<p>Xin <b>chào</b></p>\n<p>bạn</p><script>x()</script>')).toBe('Xin chào bạn');
  });
});
