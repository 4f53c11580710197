/**
 * What a failed action shows in antd's `message`: the API's text; for `totp-setup-required` (a money
 * action by a member whose role needs two-factor sign-in, decision 0098) also a link to the
 * 'Bảo mật' page where they turn it on, kept on screen longer. A plain link (with the console's
 * `/admin` base): antd's messages render outside the router.
 */
import type { MessageArgsProps } from 'antd';
import { ApiError, errorText } from '../lib/api-client.ts';
import { messages } from '../messages.ts';

export function errorNotice(error: unknown): MessageArgsProps {
  if (error instanceof ApiError && error.code === 'totp-setup-required') {
    return {
      duration: 12,
      content: (
        <span data-testid="totp-setup-required">
          {error.message}{' '}
          <a href="/admin/security" data-testid="totp-setup-link">
            {messages.security.goToSecurity}
          </a>
        </span>
      ),
    };
  }
  return { content: errorText(error) };
}
