/**
 * How long a push service keeps a message for a device that is offline, and how urgently it wakes the
 * device, per notification category (decision 0111). A chat reply is stale after an hour (the chat
 * shows it anyway); an order or money step matters for a day; system news for a week.
 */
import type { NotificationCategory } from '@app/shared/live';
import type { PushSendOptions } from './push-sender.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

export const pushPolicy: Record<NotificationCategory, Required<PushSendOptions>> = {
  chat: { ttlSeconds: HOUR, urgency: 'high' },
  order: { ttlSeconds: DAY, urgency: 'normal' },
  finance: { ttlSeconds: DAY, urgency: 'normal' },
  delivery: { ttlSeconds: DAY, urgency: 'normal' },
  complaint: { ttlSeconds: 2 * DAY, urgency: 'normal' },
  system: { ttlSeconds: 7 * DAY, urgency: 'low' },
};

/** The policy of `category` (an unknown one: a day, normal). */
export function pushPolicyOf(category: string): Required<PushSendOptions> {
  return pushPolicy[category as NotificationCategory] ?? { ttlSeconds: DAY, urgency: 'normal' };
}

/** A short name for a device from its user agent ("Chrome · Android"), for the profile's device list. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : '';
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  const parts = [browser, os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Thiết bị không rõ';
}
