/**
 * A picker for long lists (34 provinces, up to ~170 wards): a button that opens a bottom sheet
 * with a search box (accent-insensitive: "ha noi" finds "Hà Nội", "d" finds "đ") and the
 * matching options as large buttons. The button is the labelled control (`<label for>`).
 */
import { Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId, useMemo, useState } from 'react';
import { addressMessages as m } from '../../../messages/address.ts';

export interface Option {
  value: string;
  label: string;
}

/** Lower case, no diacritics, đ → d: how people type place names on a phone. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

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
  const { id, value, options, onChange, placeholder, searchLabel } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const q = fold(query);
    return q ? options.filter((o) => fold(o.label).includes(q)) : options;
  }, [options, query]);
  const current = options.find((o) => o.value === value);

  function pick(next: string) {
    onChange(next);
    setOpen(false);
    setQuery('');
  }

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
        <span>{current?.label ?? placeholder}</span>
        <RightOutline aria-hidden />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        destroyOnClose
        bodyStyle={{ height: '75vh', display: 'flex', flexDirection: 'column', borderRadius: '12px 12px 0 0' }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${searchId}-title`}
          style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
        >
          <h2 id={`${searchId}-title`} style={{ fontSize: 16, margin: 0, padding: '12px 16px 0' }}>
            {props.title}
          </h2>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: 12,
              borderBottom: '1px solid var(--adm-color-border)',
            }}
          >
            <label
              id={`${searchId}-label`}
              htmlFor={searchId}
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={searchLabel}
              autoComplete="off"
              style={{
                flex: 1,
                minHeight: 44,
                fontSize: 16,
                padding: '0 12px',
                border: '1px solid var(--adm-color-border)',
                borderRadius: 22,
              }}
            />
            <button
              type="button"
              onClick={() => setOpen(false)}
              style={{
                minHeight: 44,
                minWidth: 44,
                border: 0,
                background: 'none',
                color: 'var(--app-primary)',
                fontSize: 16,
              }}
            >
              {m.close}
            </button>
          </div>
          <ul
            data-testid="search-select-options"
            style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 }}
          >
            {shown.map((o) => (
              <li key={o.value}>
                <button
                  type="button"
                  aria-pressed={o.value === value}
                  onClick={() => pick(o.value)}
                  style={{
                    width: '100%',
                    minHeight: 48,
                    padding: '0 16px',
                    textAlign: 'left',
                    font: 'inherit',
                    fontSize: 16,
                    border: 0,
                    borderBottom: '1px solid var(--adm-color-border)',
                    background: o.value === value ? 'var(--app-surface-muted)' : 'var(--app-surface)',
                    color: 'var(--app-text)',
                  }}
                >
                  {o.label}
                </button>
              </li>
            ))}
            {shown.length === 0 && <li style={{ padding: 16, color: 'var(--app-text-muted)' }}>{m.noMatch}</li>}
          </ul>
        </div>
      </Popup>
    </>
  );
}
