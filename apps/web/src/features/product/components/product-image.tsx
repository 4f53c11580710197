/**
 * A shop's product image, or a neutral placeholder when there is none or it fails to load (shop
 * image hosts refuse some referrers and expire links). Native lazy loading: no observer script.
 */
import { PictureOutline } from 'antd-mobile-icons';
import { type CSSProperties, useState } from 'react';

export function ProductImage(props: { src: string | null; alt: string; lazy?: boolean; style?: CSSProperties }) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = { display: 'block', width: '100%', objectFit: 'contain', ...props.style };
  if (!props.src || failed) {
    return (
      <span
        role="img"
        aria-label={props.alt || undefined}
        aria-hidden={props.alt ? undefined : true}
        data-testid="image-placeholder"
        style={{
          ...box,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--app-bg)',
          color: 'var(--app-text-muted)',
          fontSize: 32,
        }}
      >
        <PictureOutline />
      </span>
    );
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      loading={props.lazy ? 'lazy' : undefined}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      style={box}
    />
  );
}
