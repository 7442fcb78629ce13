import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { CountBadge } from '@/components/ui/count-badge';
import { useCartCount } from '@/features/cart/use-cart-count';

export function CartLink() {
  const count = useCartCount();
  return (
    <NavLink
      to={paths.web.cart()}
      aria-label={nav.cartLabel(count)}
      className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'relative' })}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </NavLink>
  );
}
