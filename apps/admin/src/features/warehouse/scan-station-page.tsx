/**
 * The scan station of one warehouse (/warehouse/{id}/scan, DESIGN.md §3.5b): one input that keeps the
 * focus for a keyboard-wedge scanner (it types the code and Enter), or a phone camera; each scan
 * answers with a colour, a sound and what to do next, and goes into the history below. A parcel
 * standing at this warehouse can be weighed here; after weighing, Enter on the empty input prints
 * its label ("Enter twice": save the weights, then print).
 */
import type { ScanResult } from '@app/shared/contracts/parcel';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, type InputRef, Result, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NoWarehouse } from '../../components/no-warehouse.tsx';
import { errorText } from '../../lib/api-client.ts';
import { myWarehousesQuery } from '../../lib/my-warehouses.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { useScan } from './api.ts';
import { MeasureForm } from './measure-form.tsx';
import { type Tone, toneColors, toneOf } from './outcome-style.ts';
import { ParcelFacts } from './parcel-facts.tsx';
import { PhotoButton } from './photo-button.tsx';
import { printLabel } from './print-label.ts';
import { ScanHistory } from './scan-history.tsx';
import { playTone } from './sounds.ts';

const CameraScanner = lazy(() => import('./camera-scanner.tsx'));
const t = messages.warehouse;

/** Elements that may hold the focus instead of the scan input (the weighing form, buttons). */
function takesTyping(el: Element | null): boolean {
  return !!el && el !== document.body && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(el.tagName);
}

interface Shown {
  tone: Tone;
  message: string;
  result?: ScanResult;
}

export function ScanStationPage() {
  const id = Number(useParams().id);
  // Only the member's own warehouses have a station (decision 0103).
  const houses = useQuery(myWarehousesQuery());
  const house = houses.data?.find((w) => w.id === id);
  useTitle(house ? t.stationTitle(house.name) : t.pickTitle);
  const scan = useScan(id);
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [armed, setArmed] = useState<number | null>(null);
  const [camera, setCamera] = useState(false);
  const [labelUrl, setLabelUrl] = useState<string | null>(null);

  const focusInput = useCallback(() => input.current?.focus({ preventScroll: true }), []);

  // The input takes the focus back whenever nothing else that types has it.
  useEffect(() => {
    const refocus = () =>
      setTimeout(() => {
        if (!takesTyping(document.activeElement)) focusInput();
      }, 0);
    const onKey = (e: KeyboardEvent) => {
      if (!takesTyping(document.activeElement) && e.key.length === 1) focusInput();
    };
    document.addEventListener('focusout', refocus);
    document.addEventListener('click', refocus);
    window.addEventListener('keydown', onKey, true);
    focusInput();
    return () => {
      document.removeEventListener('focusout', refocus);
      document.removeEventListener('click', refocus);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [focusInput]);

  function show(next: Shown) {
    setShown(next);
    playTone(next.tone);
  }

  async function commit(raw: string) {
    const value = raw.trim();
    if (!value) {
      if (armed !== null) await print(armed);
      return;
    }
    setCode('');
    setArmed(null);
    try {
      const result = await scan.mutateAsync(value);
      show({ tone: toneOf[result.outcome], message: result.message, result });
    } catch (err) {
      show({ tone: 'error', message: errorText(err) });
    }
    focusInput();
  }

  async function print(parcelId: number) {
    try {
      const url = await printLabel(parcelId);
      setLabelUrl((old) => {
        if (old) URL.revokeObjectURL(old);
        return url;
      });
      setArmed(null);
    } catch (err) {
      show({ tone: 'error', message: errorText(err) });
    }
    focusInput();
  }

  if (houses.isLoading) return <Skeleton active />;
  if (houses.data?.length === 0) return <NoWarehouse />;
  if (!house) {
    return <Result status="404" title={t.notYourWarehouse} extra={<Link to="/warehouse">← {t.pickTitle}</Link>} />;
  }

  const parcel = shown?.result?.parcel;
  const here = parcel && parcel.warehouse?.id === id && ['at_cn_warehouse', 'at_vn_warehouse'].includes(parcel.status);
  const colors = shown ? toneColors[shown.tone] : undefined;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.stationTitle(house.name)}
        </Typography.Title>
        <Flex gap={8} align="center">
          <Link to="/warehouse">{t.pickTitle}</Link>
          <Button onClick={() => setCamera((on) => !on)} data-testid="camera-toggle">
            {camera ? t.cameraOff : t.camera}
          </Button>
        </Flex>
      </Flex>
      <Card size="small">
        <Typography.Text strong>{t.input}</Typography.Text>
        <Input
          ref={input}
          size="large"
          value={code}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={t.placeholder}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => void commit(code)}
          disabled={false}
          suffix={scan.isPending ? t.scanning : undefined}
          style={{ fontSize: 24, fontFamily: 'monospace', marginTop: 8 }}
          data-testid="scan-input"
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t.hint}
        </Typography.Paragraph>
        {camera && (
          <Suspense fallback={<Typography.Text>{t.cameraStarting}</Typography.Text>}>
            <div style={{ marginTop: 12, maxWidth: 480 }}>
              <CameraScanner onCode={(c) => void commit(c)} />
            </div>
          </Suspense>
        )}
      </Card>
      {shown && colors && (
        <div
          style={{ background: colors.background, border: `3px solid ${colors.border}`, borderRadius: 8, padding: 16 }}
          data-testid="scan-result"
          data-tone={shown.tone}
          data-outcome={shown.result?.outcome ?? 'error'}
        >
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {shown.result ? t.outcomes[shown.result.outcome] : messages.common.error}
            </Typography.Title>
            {parcel && (
              <Button onClick={() => void print(parcel.id)} data-testid="print-label">
                {t.label.print}
              </Button>
            )}
          </Flex>
          <Typography.Paragraph style={{ fontSize: 18, margin: '8px 0 12px' }} data-testid="scan-message">
            {shown.message}
          </Typography.Paragraph>
          {parcel && <ParcelFacts parcel={parcel} />}
          {parcel && (
            <div style={{ marginTop: 12 }}>
              <PhotoButton
                parcelId={parcel.id}
                onError={(message) => show({ tone: 'error', message, result: shown.result })}
              />
            </div>
          )}
          {parcel && here && (
            <Card size="small" title={t.measure.title} style={{ marginTop: 12 }}>
              <MeasureForm
                key={`${parcel.id}-${parcel.measuredAt}`}
                parcelId={parcel.id}
                initial={{
                  weightGrams: parcel.weightGrams ?? undefined,
                  lengthCm: parcel.lengthCm ?? undefined,
                  widthCm: parcel.widthCm ?? undefined,
                  heightCm: parcel.heightCm ?? undefined,
                }}
                onSaved={(measured) => {
                  const result = shown.result ? { ...shown.result, parcel: measured } : undefined;
                  setShown({ ...shown, result });
                  setArmed(measured.id);
                  focusInput();
                }}
                onError={(message) => show({ tone: 'error', message, result: shown.result })}
              />
            </Card>
          )}
          {armed !== null && (
            <Alert
              type="success"
              showIcon
              style={{ marginTop: 12 }}
              title={`${t.measure.saved}. ${t.measure.printHint}`}
              data-testid="print-armed"
            />
          )}
        </div>
      )}
      {labelUrl && (
        <Card size="small" title={t.label.print}>
          <img
            src={labelUrl}
            alt={t.label.print}
            style={{ width: 378, maxWidth: '100%', border: '1px solid #ddd' }}
            data-testid="label-preview"
          />
        </Card>
      )}
      <ScanHistory warehouseId={id} />
    </Flex>
  );
}
