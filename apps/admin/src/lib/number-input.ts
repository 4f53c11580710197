/**
 * antd InputNumber reading numbers as typed in Vietnam (decision 0095): `2,5` is two and a half (antd's
 * own parser drops the comma and reads 25), `1.500` is fifteen hundred, and the value shows back with a
 * decimal comma. Spread into every InputNumber of the console, without `precision`: it rounds a typed
 * fraction on blur (`2,5` bought becomes 3), where the field's rule should refuse it instead.
 */
import { parseTypedNumber } from '@app/shared/number-input';

export const typedNumber = {
  decimalSeparator: ',',
  /** The typed text's number; empty text clears the field, unreadable text keeps the last value. */
  parser: (text: string | undefined): number => {
    const n = parseTypedNumber(text ?? '');
    return (n === undefined ? '' : (n ?? Number.NaN)) as number;
  },
};
