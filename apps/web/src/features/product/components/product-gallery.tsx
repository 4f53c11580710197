/**
 * The product's images as a swipeable gallery (antd-mobile Swiper; a tap opens them full screen in
 * ImageViewer). An image that fails to load shows antd's placeholder instead of a broken icon.
 * DOM hook: `data-testid="product-gallery"`.
 */
import { Image, ImageViewer, Swiper } from 'antd-mobile';
import { providerMessages as m } from '../../../messages/product-provider.ts';

export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <section data-testid="product-gallery" aria-label={m.gallery} style={{ background: 'var(--app-surface)' }}>
      <Swiper
        loop={images.length > 1}
        indicator={images.length > 1 ? undefined : () => null}
        style={{ '--border-radius': '0' }}
      >
        {images.map((src, i) => (
          <Swiper.Item key={src}>
            <button
              type="button"
              aria-label={m.imageOf(i + 1, images.length)}
              onClick={() => ImageViewer.Multi.show({ images: [...images], defaultIndex: i })}
              style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none' }}
            >
              <Image
                src={src}
                alt={i === 0 ? title : ''}
                lazy={i > 0}
                fit="contain"
                style={{ width: '100%', aspectRatio: '1 / 1', maxHeight: 420 }}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
