/**
 * The bottom sheet of SearchSelect: a heading, a search box (accents, spacing, short and former names
 * ignored or understood: @app/shared/place-search), and the matching options as 48 px buttons; one
 * found by a former name says so ("Gồm tỉnh Bình Dương cũ").
 */

import { searchPlaces } from '@app/shared/place-search';
import { Popup } from 'antd-mobile';
import { useId, useMemo, useState } from 'react';
import { addressMessages as m } from '../../../messages/address.ts';

export interface Option {
  value: string;
  label: string;
  /** Other names it is found by ("hcm", "sài gòn"). */
  aliases?: readonly string[];
  /** Names of units merged into it, found too and shown when they matched. */
  former?: readonly string[];
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
  const shown = useMemo(() => searchPlaces(options, query), [options, query]);
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
          {shown.map(({ place: o, former }) => (
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
                  padding: '6px 16px',
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
                {former && (
                  <span style={{ display: 'block', fontSize: 14, color: 'var(--app-text-muted)' }}>
                    {m.includesFormer(former)}
                  </span>
                )}
              </button>
            </li>
          ))}
          {shown.length === 0 && <li style={{ padding: 16, color: 'var(--app-text-muted)' }}>{m.noMatch}</li>}
        </ul>
      </div>
    </Popup>
  );
}
