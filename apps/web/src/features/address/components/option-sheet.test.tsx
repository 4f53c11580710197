// @vitest-environment jsdom
/** The province picker's search (decision 0036): "hcm", "sài gòn", "hn", "hanoi" found nothing. */
import { provinceAliases } from '@app/shared/province-aliases';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionSheet } from './option-sheet.tsx';

afterEach(cleanup);

/** A few of the 34 provinces, built as LocationFields builds its options. */
const provinces = [
  ['01', 'Thành phố Hà Nội'],
  ['37', 'Tỉnh Ninh Bình'],
  ['48', 'Thành phố Đà Nẵng'],
  ['75', 'Tỉnh Đồng Nai'],
  ['79', 'Thành phố Hồ Chí Minh'],
].map(([code, name]) => ({ value: code!, label: name!, ...provinceAliases[code!] }));

function sheet() {
  const onPick = vi.fn();
  const view = render(
    <OptionSheet
      open
      onClose={() => {}}
      title="Chọn tỉnh/thành phố"
      searchLabel="Tìm tỉnh/thành phố"
      options={provinces}
      value=""
      onPick={onPick}
    />,
  );
  const search = (q: string) => {
    fireEvent.input(view.getByLabelText('Tìm tỉnh/thành phố'), { target: { value: q } });
    return [...view.getByTestId('search-select-options').querySelectorAll('button')].map((b) =>
      b.textContent?.replace(/\s+/g, ' '),
    );
  };
  return { view, search, onPick };
}

describe('province search in the picker', () => {
  it.each([
    ['hcm', 'Thành phố Hồ Chí Minh'],
    ['sài gòn', 'Thành phố Hồ Chí Minh'],
    ['hn', 'Thành phố Hà Nội'],
    ['hanoi', 'Thành phố Hà Nội'],
    ['DA NANG', 'Thành phố Đà Nẵng'],
  ])('"%s" offers %s', (query, name) => {
    expect(sheet().search(query)).toEqual([name]);
  });

  it('says which former province found a merged one, and picks it', () => {
    const { view, search, onPick } = sheet();
    expect(search('binh duong')).toEqual(['Thành phố Hồ Chí MinhGồm tỉnh Bình Dương cũ']);
    fireEvent.click(view.getByRole('button', { name: /Thành phố Hồ Chí Minh/ }));
    expect(onPick).toHaveBeenCalledWith('79');
  });

  it('says when nothing matches', () => {
    const { view, search } = sheet();
    expect(search('xyzzy')).toEqual([]);
    expect(view.getByText('Không tìm thấy kết quả phù hợp')).toBeTruthy();
  });
});
