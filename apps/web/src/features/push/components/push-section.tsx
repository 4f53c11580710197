/**
 * The profile's "Thông báo đẩy" section (decision 0111): whether this device receives pushes
 * (on, off, blocked, unsupported), "Bật thông báo" (the permission prompt follows the tap), the
 * account's devices with their state and "Gỡ", and "Gửi thử". On an iPhone outside the app added
 * to the home screen, how to add it first (Safari offers push only there).
 * DOM hooks: `data-testid="push-section"`, `push-status`, `push-enable`, `push-test`, `push-device`.
 */
import type { PushDevice } from '@app/shared/contracts/push';
import { pushEndpoints } from '@app/shared/contracts/push.endpoints';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, call, errorText } from '../../../lib/api-client.ts';
import {
  currentSubscription,
  enablePush,
  pushPermission,
  pushSupport,
  syncPushSubscription,
} from '../../../lib/push-device.ts';
import { pushMessages as m } from '../../../messages/push.ts';

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

type Status = 'on' | 'off' | 'blocked' | 'unsupported' | 'ios-install';

function deviceState(d: PushDevice): string {
  if (d.failures > 0) return m.deviceFailing(d.failures);
  return d.lastSuccessAt ? m.deviceOk : m.deviceNew;
}

function IosInstallHelp() {
  return (
    <div className="push-section__ios" data-testid="push-ios-help">
      <p className="push-section__strong">{m.iosTitle}</p>
      <ol>
        {m.iosSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

export function PushSection() {
  const support = pushSupport();
  const [status, setStatus] = useState<Status>(support === 'supported' ? 'off' : support);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [devices, setDevices] = useState<PushDevice[]>([]);
  const [busy, setBusy] = useState<'enable' | 'test' | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  const refresh = useCallback(async () => {
    if (support === 'supported') {
      const sub = await currentSubscription().catch(() => null);
      const permission = pushPermission();
      setEndpoint(sub?.endpoint ?? null);
      setStatus(permission === 'denied' ? 'blocked' : permission === 'granted' && sub ? 'on' : 'off');
    }
    const list = await call(pushEndpoints.devices).catch(() => null);
    if (list) setDevices(list.items);
  }, [support]);

  useEffect(() => {
    // Allowed before but not registered for this account (another account used the device): register now.
    void syncPushSubscription().then(refresh);
  }, [refresh]);

  async function enable() {
    setBusy('enable');
    setNotice(null);
    try {
      const permission = await enablePush();
      if (permission !== 'granted') setNotice({ text: m.blockedHelp, error: true });
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : m.failed, error: true });
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  async function sendTest() {
    setBusy('test');
    setNotice(null);
    try {
      const { items } = await call(pushEndpoints.test);
      const failed = items.filter((i) => i.outcome !== 'sent').length;
      const sent = items.length - failed;
      if (items.length === 0) setNotice({ text: m.testNone });
      else if (failed > 0) setNotice({ text: `${m.testSent(sent)} ${m.testSomeFailed(failed)}`, error: sent === 0 });
      else setNotice({ text: m.testSent(sent) });
    } catch (err) {
      setNotice({ text: errorText(err), error: true });
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  async function remove(id: number) {
    await call(pushEndpoints.removeDevice, { params: { id } }).catch(() => undefined);
    await refresh();
  }

  const statusText = {
    on: m.statusOn,
    off: m.statusOff,
    blocked: m.statusBlocked,
    unsupported: m.statusUnsupported,
    'ios-install': m.statusUnsupported,
  }[status];

  return (
    <section className="card push-section" aria-labelledby="push-title" data-testid="push-section">
      <h2 id="push-title" className="push-section__title">
        {m.title}
      </h2>
      <p className="muted push-section__line">{m.intro}</p>
      <p className="push-section__line">
        {m.status}: <strong data-testid="push-status">{statusText}</strong>
      </p>
      {status === 'ios-install' ? <IosInstallHelp /> : null}
      {status === 'blocked' ? <p className="muted push-section__line">{m.blockedHelp}</p> : null}
      {status === 'off' ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={enable}
          disabled={busy !== null}
          data-testid="push-enable"
        >
          {busy === 'enable' ? m.enabling : m.enable}
        </button>
      ) : null}
      {notice ? (
        <p className={notice.error ? 'form-error' : 'form-notice'} role="status">
          {notice.text}
        </p>
      ) : null}
      {devices.length > 0 ? (
        <>
          <h3 className="push-section__subtitle">{m.devices}</h3>
          <ul className="push-section__devices">
            {devices.map((d) => (
              <li key={d.id} className="push-section__device" data-testid="push-device">
                <div>
                  <p className="push-section__strong">
                    {d.device}
                    {d.endpoint === endpoint ? ` · ${m.thisDevice}` : ''}
                  </p>
                  <p className="muted push-section__line">
                    {deviceState(d)} · {m.addedOn(dateFormat.format(new Date(d.createdAt)))}
                  </p>
                </div>
                <button type="button" className="btn btn--ghost" onClick={() => remove(d.id)}>
                  {m.remove}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={sendTest}
            disabled={busy !== null}
            data-testid="push-test"
          >
            {busy === 'test' ? m.testing : m.test}
          </button>
        </>
      ) : null}
    </section>
  );
}
