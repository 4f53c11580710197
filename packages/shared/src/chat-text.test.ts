import { describe, expect, it } from 'vitest';
import { splitLinks } from './chat-text.ts';

describe('splitLinks', () => {
  it.each([
    ['không có link', [{ text: 'không có link' }]],
    [
      'xem https://example.vn/a?b=1.',
      [{ text: 'xem ' }, { text: 'https://example.vn/a?b=1', href: 'https://example.vn/a?b=1' }, { text: '.' }],
    ],
    [
      '(http://a.vn) và https://b.vn',
      [
        { text: '(' },
        { text: 'http://a.vn', href: 'http://a.vn' },
        { text: ') và ' },
        { text: 'https://b.vn', href: 'https://b.vn' },
      ],
    ],
    ['javascript:alert(1) <b>x</b>', [{ text: 'javascript:alert(1) <b>x</b>' }]],
  ])('%s', (text, segments) => {
    expect(splitLinks(text)).toEqual(segments);
    expect(
      splitLinks(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
