/**
 * The bottom sheet of SearchSelect: a heading, a search box (accent-insensitive, see fold.ts), and the matching options as 48 px buttons.
 */
import { Popup } from 'antd-mobile';
import { useId, useMemo, useState } from 'react';
import { addressMessages as m } from '../../../messages/address.ts';
import { fold } from './fold.ts';

export interface Option {
  value: string;
  label: string;
}

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function OptionSheet(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  searchLabel: string;
  options: Option[];
  value: string;
  onPick: (value: string) => void;
}) {
  const { options, value } = props;
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const q = fold(query);
    return q ? options.filter((o) => fold(o.label).includes(q)) : options;
  }, [options, query]);
  const close = () => {
    setQuery('');
    props.onClose();
  };

  return (
    <Popup
      visible={props.open}
      onMaskClick={close}
      onClose={close}
      destroyOnClose
      bodyStyle={{ height: '75vh', display: 'flex', flexDirection: 'column', borderRadius: '12px 12px 0 0' }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <h2 id={`${id}-title`} style={{ fontSize: 16, margin: 0, padding: '12px 16px 0' }}>
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
          <label htmlFor={id} style={hidden}>
            {props.searchLabel}
          </label>
          <input
            id={id}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={props.searchLabel}
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
            onClick={close}
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
                onClick={() => {
                  setQuery('');
                  props.onPick(o.value);
                }}
                style={{
                  width: '100%',
                  minHeight: 48,
                  padding: '0 16px',
                  textAlign: 'left',
                  font: 'inherit',
                  fontSize: 16,
                  border: 0,
                  borderBottom: '1px solid var(--adm-color-border)',
                  color: 'var(--app-text)',
                  background: o.value === value ? 'var(--app-surface-muted)' : 'var(--app-surface)',
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
  );
}
