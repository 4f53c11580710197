/**
 * /orderShipping/measureCode[?code=…]: the customer types one of their tracking codes and sees what
 * the warehouse measured (weights, L×W×H, chargeable weight, fees, status), the photos and the
 * journey. Another customer's code is "not found".
 */
import { parcelMachine } from '@app/shared/machines/parcel';
import { Button, Image, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { inputBox } from '../../../components/input-field.tsx';
import { ParcelCard } from '../../../components/parcel-card.tsx';
import { Section } from '../../../components/section.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { useMeasureCode } from '../api/consignment.ts';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const [code, setCode] = useState(search.get('code') ?? '');
  const look = useMeasureCode();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setSearch({ code: code.trim() }, { replace: true });
    look.mutate(code.trim());
  };
  const p = look.data;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="measure-page">
      <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.measureIntro}</p>
      <form onSubmit={submit} noValidate className="card" style={{ padding: '12px 16px', display: 'grid', gap: 8 }}>
        <FormField id="measure-code" label={m.trackingCode}>
          <Input
            id="measure-code"
            value={code}
            onChange={setCode}
            placeholder={m.measurePlaceholder}
            autoComplete="off"
            style={inputBox}
          />
        </FormField>
        <FormError message={look.isError ? errorText(look.error) : ''} />
        <Button type="submit" color="primary" block loading={look.isPending} data-testid="measure-submit">
          {m.measureSubmit}
        </Button>
      </form>
      {p && (
        <>
          <ParcelCard parcel={p} />
          {p.photos.length > 0 && (
            <Section title={m.photos}>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {p.photos.map((ph) => (
                  <Image key={ph.id} src={ph.url} alt={p.code} width={96} height={96} fit="cover" lazy />
                ))}
              </div>
            </Section>
          )}
          <Section title={m.journey} testId="measure-journey">
            <Timeline machine={parcelMachine} events={p.events} />
          </Section>
        </>
      )}
    </div>
  );
}
