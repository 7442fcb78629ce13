import type { CartItem } from '@souq/domain/cart';
import type { VendorGroup as Group } from '@souq/domain/cart-summary';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { useShopperPaths } from '@/lib/tree-paths';
import { CartLine, type LineFlag } from './cart-line';

interface VendorGroupProps {
  group: Group;
  flagsOf?: (item: CartItem) => LineFlag[];
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/** A shop's lines under its name, which links to the storefront. */
export function VendorGroup({ group, flagsOf, onQuantity, onRemove }: VendorGroupProps) {
  const paths = useShopperPaths();
  return (
    <section
      aria-label={group.vendorName}
      className="rounded-card border border-neutral-200 bg-white px-4 pt-3 shadow-card dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 className="border-b border-neutral-200 pb-3 dark:border-neutral-700">
        <Link
          to={paths.vendor(group.vendorId)}
          className="inline-flex min-h-11 items-center gap-2 font-bold text-primary-800 hover:underline dark:text-primary-300"
        >
          <Store aria-hidden="true" className="size-5 shrink-0" />
          {group.vendorName}
        </Link>
      </h2>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            href={paths.product(item.productId)}
            flags={flagsOf?.(item)}
            onQuantity={(quantity) => onQuantity(item.id, quantity)}
            onRemove={() => onRemove(item.id)}
          />
        ))}
      </ul>
    </section>
  );
}
