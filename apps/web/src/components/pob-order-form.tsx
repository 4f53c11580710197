/**
 * The pay-on-behalf order form (DESIGN.md §3.2, decision 0114), used by the customer's
 * /orderPob/create and the agent's /agency/orderPob: lines (channel, reference, amount ¥ with the
 * shared number input, note; add and remove), Taobao's limits as hints, "Báo giá" (POST
 * /OrderPob/Quote) → rate, fee apart, total ₫ and the quote's 30-minute countdown, then the caller's
 * submit with the quote's id and exactly the lines it priced. Editing a line after the quote asks
 * for a new one. `availableVnd` (the customer's own order) shows the balance and, when it is short,
 * the missing amount and a way to recharge. The Idempotency-Key is made once per quote and reused
 * by retries, so a repeated tap creates one order. Model: lib/pob-quote-form.ts.
 * DOM hooks: `pob-line` (channel `pob-channel`, `pob-reference`, `pob-amount` input, `pob-note`),
 * `pob-add-line`, `pob-quote`, `pob-quote-box` (`pob-rate`, `pob-fee`, `pob-total-vnd`,
 * `pob-countdown`), `pob-missing`, `pob-submit`, `pob-form-error`.
 */
import { POB_MAX_LINES, type PobLine, type PobQuote, pobChannels, pobHints } from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfEndpoints } from '@app/shared/contracts/pay-on-behalf.endpoints';
import { formatFen, formatVnd } from '@app/shared/money';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, call, errorText } from '../lib/api-client.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import {
  checkDraft,
  type DraftLine,
  draftTotalFen,
  formatCountdown,
  type LineField,
  missingVnd,
  newDraftLine,
  quoteMatches,
  secondsLeft,
  signatureOf,
} from '../lib/pob-quote-form.ts';
import { pobMessages as m, pobChannelNames, pobReferencePlaceholders } from '../messages/pay-on-behalf.ts';
import { FieldError } from './field-error.tsx';
import { FormField } from './form-field.tsx';
import { NumberInput } from './number-input.tsx';

const selectStyle = { minHeight: 44, width: '100%', maxWidth: '100%' } as const;

interface Quoted {
  quote: PobQuote;
  lines: PobLine[];
  signature: string;
  key: string;
}

/** The countdown's clock: re-renders every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

export function PobOrderForm(props: {
  /** Creates the order from the quote; rejects with the API's error. */
  onSubmit: (input: { quoteId: string; lines: PobLine[] }, idempotencyKey: string) => Promise<unknown>;
  submitLabel: string;
  /** The customer's own order: the money available now (shows the balance and any shortfall). */
  availableVnd?: number;
  /** Checked before quoting and submitting (e.g. a customer picked); a message refuses. */
  precheck?: () => string | null;
  /** Drawn above the lines (the agent's customer picker). */
  header?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState<DraftLine[]>(() => [newDraftLine()]);
  const [errors, setErrors] = useState<Record<number, Partial<Record<LineField, string>>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [quoted, setQuoted] = useState<Quoted | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [shortVnd, setShortVnd] = useState<number | null>(null);
  const quote = useMutation({
    mutationFn: (lines: PobLine[]) => call(payOnBehalfEndpoints.quote, { body: { lines } }),
  });
  const now = useNow(quoted !== null);
  const left = quoted ? secondsLeft(quoted.quote.expiresAt, now) : 0;
  const matches = quoted ? quoteMatches(quoted.signature, draft) : false;
  const usable = quoted !== null && matches && left > 0;
  const missing =
    quoted && props.availableVnd !== undefined ? missingVnd(quoted.quote.totalVnd, props.availableVnd) : 0;

  function change(key: number, patch: Partial<DraftLine>) {
    setDraft((d) => d.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e[key] };
      for (const f of Object.keys(patch)) delete next[f as LineField];
      return { ...e, [key]: next };
    });
  }

  function askQuote() {
    setFormError(null);
    setShortVnd(null);
    const pre = props.precheck?.() ?? null;
    if (pre) return setFormError(pre);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.listError ?? m.linesInvalid);
      return;
    }
    setErrors({});
    quote.mutate(checked.lines, {
      onSuccess: (q) =>
        setQuoted({ quote: q, lines: checked.lines, signature: signatureOf(checked.lines), key: newIdempotencyKey() }),
      onError: (e) => setFormError(errorText(e)),
    });
  }

  async function submit() {
    if (!quoted || !usable) return;
    const pre = props.precheck?.() ?? null;
    if (pre) return setFormError(pre);
    setFormError(null);
    setShortVnd(null);
    setSubmitting(true);
    try {
      await props.onSubmit({ quoteId: quoted.quote.quoteId, lines: quoted.lines }, quoted.key);
      setDraft([newDraftLine()]);
      setQuoted(null);
    } catch (e) {
      setFormError(errorText(e));
      if (e instanceof ApiError && e.code === 'quote-expired') setQuoted(null);
      if (e instanceof ApiError && e.code === 'insufficient-balance')
        setShortVnd(Math.max(1, missingVnd(quoted.quote.totalVnd, props.availableVnd ?? 0)));
    } finally {
      setSubmitting(false);
    }
  }

  const shortfall = shortVnd ?? missing;
  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="pob-form">
      {props.header}
      <section className="card" style={{ display: 'grid', gap: 12, padding: '12px 16px' }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{m.linesTitle}</h2>
        {draft.map((l, i) => {
          const e = errors[l.key] ?? {};
          const lid = `${id}-${l.key}`;
          return (
            <fieldset
              key={l.key}
              data-testid="pob-line"
              style={{
                border: '1px solid var(--app-border)',
                borderRadius: 8,
                padding: '0 0 8px',
                margin: 0,
                minWidth: 0,
                display: 'grid',
              }}
            >
              <legend style={{ fontWeight: 600, padding: '0 4px', marginLeft: 12 }}>{m.line(i + 1)}</legend>
              <FormField id={`${lid}-channel`} label={m.channel} error={e.channel}>
                <select
                  id={`${lid}-channel`}
                  className="field__input"
                  data-testid="pob-channel"
                  value={l.channel}
                  onChange={(ev) => change(l.key, { channel: ev.target.value as DraftLine['channel'] })}
                  style={selectStyle}
                >
                  {pobChannels.map((c) => (
                    <option key={c} value={c}>
                      {pobChannelNames[c]}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id={`${lid}-reference`} label={m.reference} error={e.reference}>
                <input
                  id={`${lid}-reference`}
                  className="field__input"
                  data-testid="pob-reference"
                  autoComplete="off"
                  placeholder={pobReferencePlaceholders[l.channel]}
                  value={l.reference}
                  onChange={(ev) => change(l.key, { reference: ev.target.value })}
                  style={{ width: '100%', minWidth: 0, boxSizing: 'border-box' }}
                />
              </FormField>
              <FormField id={`${lid}-amount`} label={m.amount} error={e.amountFen}>
                <div data-testid="pob-amount">
                  <NumberInput
                    id={`${lid}-amount`}
                    value={l.amountFen}
                    scale={100}
                    round
                    placeholder={m.amountPlaceholder}
                    onChange={(v) => change(l.key, { amountFen: v })}
                  />
                </div>
              </FormField>
              <FormField id={`${lid}-note`} label={m.note} error={e.note}>
                <input
                  id={`${lid}-note`}
                  className="field__input"
                  data-testid="pob-note"
                  maxLength={500}
                  placeholder={m.notePlaceholder}
                  value={l.note}
                  onChange={(ev) => change(l.key, { note: ev.target.value })}
                  style={{ width: '100%', minWidth: 0, boxSizing: 'border-box' }}
                />
              </FormField>
              {draft.length > 1 && (
                <Button
                  size="small"
                  fill="none"
                  color="danger"
                  aria-label={m.removeLineLabel(i + 1)}
                  onClick={() => setDraft((d) => d.filter((x) => x.key !== l.key))}
                  style={{ justifySelf: 'end', marginRight: 8 }}
                >
                  {m.removeLine}
                </Button>
              )}
            </fieldset>
          );
        })}
        {draft.length < POB_MAX_LINES && (
          <Button
            fill="outline"
            data-testid="pob-add-line"
            onClick={() => setDraft((d) => [...d, newDraftLine(d[d.length - 1]?.channel)])}
          >
            {m.addLine}
          </Button>
        )}
        <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{m.total}</span>
          <strong data-testid="pob-draft-total">{formatFen(draftTotalFen(draft))}</strong>
        </p>
      </section>
      <section
        className="card"
        style={{ padding: '12px 16px', fontSize: 14, color: 'var(--app-text-muted)' }}
        data-testid="pob-hints"
      >
        <strong style={{ color: 'var(--app-text)' }}>{m.hintsTitle}</strong>
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {pobHints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </section>
      {quoted && (
        <section className="card" data-testid="pob-quote-box" style={{ display: 'grid', gap: 6, padding: '12px 16px' }}>
          <h2 style={{ fontSize: 16, margin: 0 }}>{m.quoteTitle}</h2>
          <Row label={m.total} value={formatFen(quoted.quote.totalFen)} />
          <Row label={m.rate} value={m.rateValue(quoted.quote.rate)} testId="pob-rate" />
          <Row label={m.amountVnd} value={formatVnd(quoted.quote.amountVnd)} />
          <Row label={m.fee} value={formatVnd(quoted.quote.feeVnd)} testId="pob-fee" />
          <Row label={m.totalVnd} value={formatVnd(quoted.quote.totalVnd)} testId="pob-total-vnd" strong />
          {!matches ? (
            <p style={{ margin: 0, color: 'var(--app-danger)' }}>{m.quoteStale}</p>
          ) : left > 0 ? (
            <p style={{ margin: 0 }}>
              {m.quoteValidFor}{' '}
              <strong data-testid="pob-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCountdown(left)}
              </strong>
            </p>
          ) : (
            <p style={{ margin: 0, color: 'var(--app-danger)' }}>{m.quoteExpired}</p>
          )}
          {props.availableVnd !== undefined && (
            <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.balance(props.availableVnd)}</p>
          )}
          {props.availableVnd !== undefined && shortfall > 0 && (
            <div data-testid="pob-missing" style={{ display: 'grid', gap: 6 }}>
              <span style={{ color: 'var(--app-danger)' }}>{m.missing(shortfall)}</span>
              <Link className="btn btn--primary" to={`/wallet/recharge?amount=${shortfall}`}>
                {m.recharge}
              </Link>
            </div>
          )}
        </section>
      )}
      {formError && (
        <div data-testid="pob-form-error">
          <FieldError message={formError} />
        </div>
      )}
      {usable ? (
        <Button
          color="primary"
          size="large"
          block
          loading={submitting}
          disabled={props.availableVnd !== undefined && missing > 0}
          onClick={() => void submit()}
          data-testid="pob-submit"
        >
          {props.submitLabel}
        </Button>
      ) : (
        <Button color="primary" size="large" block loading={quote.isPending} onClick={askQuote} data-testid="pob-quote">
          {quoted ? m.requote : m.quote}
        </Button>
      )}
    </div>
  );
}

function Row(props: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>{props.label}</span>
      {props.strong ? (
        <strong data-testid={props.testId}>{props.value}</strong>
      ) : (
        <span data-testid={props.testId}>{props.value}</span>
      )}
    </p>
  );
}
