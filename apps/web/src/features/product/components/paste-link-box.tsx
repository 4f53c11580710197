/**
 * The box where a customer pastes a shop link or an app's share text (home page and
 * /chinaWebProduct). The API finds the link (POST /ChinaWebProduct/Parse); the box then opens the
 * product page (with the share text's product title, if any, in the navigation state: the form
 * offers it as the product name), or shows the API's Vietnamese message (422 when no supported
 * link is found).
 * Plain elements and the shell's form styles: the signed-in home page carries it within its
 * 100 KB JavaScript budget (docs/decisions/0012).
 */
import { productEndpoints } from '@app/shared/contracts/product.endpoints';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, errorText } from '../../../lib/api-client.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { productPath } from '../api/product-path.ts';

export function PasteLinkBox() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(m.pasteEmpty);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { title, ...link } = await call(productEndpoints.parse, { body: { text } });
      navigate(productPath(link), { state: title ? { shareTitle: title } : undefined });
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} data-testid="paste-link-box" className="field" noValidate>
      <label htmlFor={id} className="field__label">
        {m.pasteLabel}
      </label>
      <textarea
        id={id}
        className="field__input"
        value={text}
        rows={3}
        maxLength={4000}
        placeholder={m.pastePlaceholder}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-form-error="">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending} aria-busy={pending}>
        {m.pasteSubmit}
      </button>
    </form>
  );
}
