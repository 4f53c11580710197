// @vitest-environment jsdom
/**
 * The weighing form reads sizes as typed (decision 0095): `40,5` cm is 41 whole
 * centimetres, not 405; a decimal in the grams field is refused with the contract's message.
 */
import '../../test/dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeasureForm } from './measure-form.tsx';

const mutateAsync = vi.fn(async (v: unknown) => v);
vi.mock('./api.ts', () => ({ useMeasure: () => ({ mutateAsync, isPending: false }) }));

afterEach(() => {
  cleanup();
  mutateAsync.mockClear();
});

const input = (name: string) => {
  const el = screen.getByTestId(`measure-${name}`);
  return (el.querySelector('input') ?? el) as HTMLInputElement;
};
const type = (name: string, value: string) => {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
};

function renderForm(onError = vi.fn()) {
  render(
    <App>
      <MeasureForm parcelId={9} initial={{}} onSaved={() => undefined} onError={onError} />
    </App>,
  );
  return onError;
}

// As the console's other form tests: the first render loads antd's form modules (seconds on a busy machine).
describe('MeasureForm numbers as typed', { timeout: 30_000 }, () => {
  it('reads 40,5 cm as 41 whole centimetres, never 405', async () => {
    const onError = renderForm();
    type('weightGrams', '2.301');
    type('lengthCm', '40,5');
    type('widthCm', '30');
    type('heightCm', '20,4');
    expect(input('lengthCm').value).toBe('40,5');
    await act(async () => fireEvent.click(screen.getByTestId('measure-submit')));
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]?.[0]).toEqual({
      id: 9,
      weightGrams: 2301,
      lengthCm: 41,
      widthCm: 30,
      heightCm: 20,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses 2,5 in the grams field with the contract message, not 25 g or 3 g', async () => {
    const onError = renderForm();
    type('weightGrams', '2,5');
    type('lengthCm', '40');
    type('widthCm', '30');
    type('heightCm', '20');
    expect(input('weightGrams').value).toBe('2,5');
    await act(async () => fireEvent.click(screen.getByTestId('measure-submit')));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Cân nặng tính bằng gam, số nguyên'));
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});
