/** Shown while the session check or a lazy chunk is pending. */
import { commonMessages } from '../messages/common.ts';

export function BootSplash({ inline = false }: { inline?: boolean }) {
  const text = <p className="boot-splash__text">{commonMessages.loading}</p>;
  if (inline) return <div className="boot-splash boot-splash--inline">{text}</div>;
  return (
    <main className="boot-splash" aria-busy="true">
      {text}
    </main>
  );
}
