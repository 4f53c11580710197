/**
 * A picker for long lists (34 provinces, up to ~170 wards): a button showing the choice that opens
 * a searchable bottom sheet (OptionSheet). The button is the labelled control (`<label for>`).
 */
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { type Option, OptionSheet } from './option-sheet.tsx';

export function SearchSelect(props: {
  id: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  placeholder: string;
  searchLabel: string;
  /** Heading of the sheet, e.g. 'Chọn tỉnh/thành phố'. */
  title: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const { id, value, options } = props;
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.value === value);

  return (
    <>
      <button
        id={id}
        type="button"
        disabled={props.disabled}
        aria-haspopup="dialog"
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
        style={{
          width: '100%',
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 10px',
          font: 'inherit',
          fontSize: 16,
          textAlign: 'left',
          background: 'var(--app-surface)',
          border: '1px solid var(--adm-color-border)',
          borderRadius: 6,
          color: current ? 'var(--app-text)' : 'var(--app-text-muted)',
        }}
      >
        <span>{current?.label ?? props.placeholder}</span>
        <RightOutline aria-hidden />
      </button>
      <OptionSheet
        open={open}
        onClose={() => setOpen(false)}
        title={props.title}
        searchLabel={props.searchLabel}
        options={options}
        value={value}
        onPick={(next) => {
          props.onChange(next);
          setOpen(false);
        }}
      />
    </>
  );
}
