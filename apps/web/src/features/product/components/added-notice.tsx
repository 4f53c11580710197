/** Shown after "Thêm vào giỏ" succeeds: what was added, and the way on to the cart. */
import type { CartItem } from '@app/shared/contracts/cart';
import { formatFen } from '@app/shared/money';
import { Button, Card } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { productMessages as m } from '../../../messages/product.ts';

export function AddedNotice({ item }: { item: CartItem }) {
  const navigate = useNavigate();
  return (
    <Card data-testid="added-to-cart">
      <div
        role="status"
        style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--app-success)', fontWeight: 600 }}
      >
        <CheckCircleFill fontSize={20} /> {m.added}
      </div>
      <p style={{ margin: '6px 0', color: 'var(--app-text)' }}>
        {item.title} × {item.quantity} — {formatFen(item.amountFen)}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button color="primary" onClick={() => navigate('/shoppingCart')} style={{ flex: 1 }}>
          {m.goToCart}
        </Button>
        <Button onClick={() => navigate('/chinaWebProduct')} style={{ flex: 1 }}>
          {m.addAnother}
        </Button>
      </div>
    </Card>
  );
}
