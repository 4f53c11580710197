// @vitest-environment jsdom
/**
 * A consignment parcel's quantity and declared value as people type them (decision 0095): a whole-number quantity refuses `2,5` with its message, the value in đồng reads `1.500.000`;
 * no field ever shows NaN.
 */
import { declaredParcelInput } from '@app/shared/contracts/consignment';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '../../../lib/antd-setup.ts';
import { DeclaredParcelRows, emptyParcel } from './declared-parcel-rows.tsx';

const schema = z.object({ parcels: z.array(declaredParcelInput) });
const sent = vi.fn();

function Harness() {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { parcels: [emptyParcel()] },
  });
  return (
    <form onSubmit={handleSubmit((v) => sent(v))} noValidate>
      <DeclaredParcelRows control={control} errors={formState.errors} idPrefix="t" />
      <button type="submit">Gửi</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const rowOf = (label: string) => field(label).closest('[data-form-field]') as HTMLElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  cleanup();
  sent.mockReset();
});

describe('DeclaredParcelRows numbers', () => {
  it('refuses a quantity of 2,5 with "Số lượng phải là số nguyên" and shows no NaN', async () => {
    render(<Harness />);
    type('Mã vận đơn', 'SF1234567890');
    type('Mô tả hàng', 'Áo khoác');
    type('Số lượng', '2,5');
    type('Giá trị khai báo (₫)', '1.500.000');
    expect(field('Số lượng').value).toBe('2,5');
    expect(document.body.textContent).not.toContain('NaN');
    await submit();
    expect(sent).not.toHaveBeenCalled();
    expect(within(rowOf('Số lượng')).getByRole('alert').textContent).toBe('Số lượng phải là số nguyên');

    type('Số lượng', '3');
    await submit();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0].parcels[0]).toMatchObject({ quantity: 3, declaredValueVnd: 1_500_000 });
  });
});
