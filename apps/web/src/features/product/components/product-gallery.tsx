/**
 * The product's images as a gallery swiped sideways on a phone: a row with CSS scroll snapping (the
 * browser's own swipe, no script), the position shown as "Ảnh 2/5"; a tap opens the images full
 * screen in antd-mobile's ImageViewer. antd-mobile's Swiper was the first choice, but it walks its
 * children through rc-util's CommonJS `react`, which the Preact build aliases and the component
 * tests do not (decision 0126). An image that fails to load shows a placeholder (ProductImage).
 * DOM hook: `data-testid="product-gallery"`.
 */
import { ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { providerMessages as m } from '../../../messages/product-provider.ts';
import { ProductImage } from './product-image.tsx';

export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  return (
    <section
      data-testid="product-gallery"
      aria-label={m.gallery}
      style={{ position: 'relative', background: 'var(--app-surface)', borderRadius: 10, overflow: 'hidden' }}
    >
      <div
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        style={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          overscrollBehaviorX: 'contain',
        }}
      >
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            aria-label={m.imageOf(i + 1, images.length)}
            onClick={() => ImageViewer.Multi.show({ images: [...images], defaultIndex: i })}
            style={{ flex: '0 0 100%', scrollSnapAlign: 'center', padding: 0, border: 0, background: 'none' }}
          >
            <ProductImage src={src} alt={i === 0 ? title : ''} lazy={i > 0} style={{ height: 'min(100vw, 420px)' }} />
          </button>
        ))}
      </div>
      {images.length > 1 ? (
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            padding: '2px 8px',
            borderRadius: 12,
            background: 'rgba(0,0,0,0.55)',
            color: '#fff',
            fontSize: 12,
          }}
        >
          {Math.min(index, images.length - 1) + 1}/{images.length}
        </span>
      ) : null}
    </section>
  );
}
