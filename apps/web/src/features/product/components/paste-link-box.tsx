/**
 * The box where a customer pastes a shop link or an app's share text (home page and
 * /chinaWebProduct). The API finds the link (POST /ChinaWebProduct/Parse); the box then opens the
 * product page, or shows the API's Vietnamese message (422 when no supported link is found).
 */
import { Button, TextArea } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-client.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { productPath, useParseLink } from '../api/product.ts';

export function PasteLinkBox() {
  const id = useId();
  const navigate = useNavigate();
  const parse = useParseLink();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(m.pasteEmpty);
      return;
    }
    setError(null);
    parse.mutate(text, {
      onSuccess: (link) => navigate(productPath(link)),
      onError: (err) => setError(errorText(err)),
    });
  }

  return (
    <form onSubmit={submit} data-testid="paste-link-box" style={{ display: 'grid', gap: 8 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {m.pasteLabel}
      </label>
      <TextArea
        id={id}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        placeholder={m.pastePlaceholder}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={4000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ border: '1px solid var(--adm-color-border)', borderRadius: 8, padding: 8 }}
      />
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: 'var(--app-danger)' }}>
          {error}
        </div>
      )}
      <Button type="submit" color="primary" size="large" block loading={parse.isPending}>
        {m.pasteSubmit}
      </Button>
    </form>
  );
}
