/** A message's text with its web addresses as links (elements only, never HTML from the text). */
import { splitLinks } from '@app/shared/chat-text';

export function MessageText({ text }: { text: string }) {
  let at = 0;
  const segments = splitLinks(text).map((s) => {
    const key = at;
    at += s.text.length;
    return { ...s, key };
  });
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {segments.map((s) =>
        s.href ? (
          <a
            key={s.key}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            style={{ color: 'inherit', textDecoration: 'underline' }}
          >
            {s.text}
          </a>
        ) : (
          <span key={s.key}>{s.text}</span>
        ),
      )}
    </span>
  );
}
