/**
 * "Cài đặt thông báo": per category, push and e-mail on or off (in the app always). Each switch
 * saves at once. The devices that receive push are set apart, on the profile page ("Thông báo đẩy").
 * DOM hooks: `data-testid="notification-settings"`, switches `pref-{category}-push|email`.
 */
import { errorText } from '@app/shared/client';
import type { NotificationPreference } from '@app/shared/contracts/notification';
import { notificationCategoryLabels } from '@app/shared/live';
import { useQuery } from '@tanstack/react-query';
import { Switch, Toast } from 'antd-mobile';
import { notificationMessages as m } from '../../../messages/notification.ts';
import { preferencesQuery, useSetPreference } from '../api/notifications.ts';

export function PreferencesSection() {
  const prefs = useQuery(preferencesQuery);
  const save = useSetPreference();
  const set = (p: NotificationPreference, change: Partial<Pick<NotificationPreference, 'push' | 'email'>>) =>
    save.mutate(
      { category: p.category, push: p.push, email: p.email, ...change },
      { onError: (err) => Toast.show({ icon: 'fail', content: errorText(err) || m.saveFailed }) },
    );
  return (
    <section className="card" aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title" className="section-title">
        {m.settingsTitle}
      </h2>
      <p style={{ margin: '0 0 8px', fontSize: 14, color: 'var(--app-text-muted)' }}>{m.settingsHint}</p>
      {prefs.isError && <p role="alert">{m.settingsLoadFailed}</p>}
      {prefs.data && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ fontSize: 13, color: 'var(--app-text-muted)', textAlign: 'left' }}>
              <th scope="col" style={{ fontWeight: 500 }} />
              <th scope="col" style={{ fontWeight: 500, width: 84 }}>
                {m.push}
              </th>
              <th scope="col" style={{ fontWeight: 500, width: 64 }}>
                {m.email}
              </th>
            </tr>
          </thead>
          <tbody>
            {prefs.data.map((p) => {
              const label = notificationCategoryLabels[p.category];
              return (
                <tr key={p.category} style={{ borderTop: '1px solid var(--app-border)' }}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '10px 0' }}>
                    {label}
                  </th>
                  <td>
                    <Switch
                      checked={p.push}
                      onChange={(push) => set(p, { push })}
                      aria-label={`${m.push}: ${label}`}
                      data-testid={`pref-${p.category}-push`}
                    />
                  </td>
                  <td>
                    <Switch
                      checked={p.email}
                      onChange={(email) => set(p, { email })}
                      aria-label={`${m.email}: ${label}`}
                      data-testid={`pref-${p.category}-email`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
