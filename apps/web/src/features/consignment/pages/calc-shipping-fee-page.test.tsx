// @vitest-environment jsdom
/**
 * The shipping calculator reads weights and sizes as people type them (decision 0095): `2,5` kg and `40,5` cm, never NaN in a field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/antd-setup.ts';
import { consignmentKeys } from '../api/consignment.ts';
import { Component as CalcPage } from './calc-shipping-fee-page.tsx';

const mutate = vi.fn();
vi.mock('../api/consignment.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/consignment.ts')>()),
  useCalcShippingFee: () => ({ mutate, isPending: false, isError: false, error: null, data: undefined }),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(consignmentKeys.warehouses, [{ id: 3, name: 'Kho Hà Nội' }]);
  return render(
    <QueryClientProvider client={client}>
      <CalcPage />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('calc-submit'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

describe('shipping calculator input', () => {
  it('takes 2,5 kg and 40,5 cm as typed, shows no NaN, and asks for grams and whole centimetres', async () => {
    renderPage();
    type('Cân nặng (kg)', '2,5');
    type('Dài, cm', '40,5');
    type('Rộng, cm', '30');
    type('Cao, cm', '20,4');
    expect(field('Cân nặng (kg)').value).toBe('2,5');
    expect(field('Dài, cm').value).toBe('40,5');
    expect(document.body.textContent).not.toContain('NaN');
    await submit();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ weightGrams: 2500, lengthCm: 41, widthCm: 30, heightCm: 20 });
  });

  it('keeps a half-typed "2," and refuses letters without NaN', async () => {
    renderPage();
    type('Cân nặng (kg)', '2,');
    expect(field('Cân nặng (kg)').value).toBe('2,');
    type('Dài, cm', 'abc');
    expect(field('Dài, cm').value).toBe('');
    await submit();
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Vui lòng nhập chiều dài')).toBeTruthy();
    expect(document.body.textContent).not.toContain('NaN');
  });
});
