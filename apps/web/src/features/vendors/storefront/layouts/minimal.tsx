import { StoreAbout } from '../sections/store-about';
import { StoreContact } from '../sections/store-contact';
import { StoreAddress, StoreLogo, StoreName } from '../sections/store-identity';
import { StoreProducts } from '../sections/store-products';
import type { StorefrontProps } from '../storefront-props';

/**
 * 'minimal' (older seller tools): no hero picture, no stats: the logo and name, the products,
 * and a word about the shop with its contacts at the end.
 */
export function Minimal(props: StorefrontProps) {
  const { vendor } = props;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
      <header className="flex items-center gap-4">
        <StoreLogo vendor={vendor} />
        <div className="flex min-w-0 flex-col gap-1">
          <StoreName vendor={vendor} />
          <StoreAddress vendor={vendor} />
        </div>
      </header>
      <StoreProducts {...props} columns="roomy" />
      <div className="grid gap-4 md:grid-cols-2">
        <StoreAbout vendor={vendor} />
        <StoreContact vendor={vendor} />
      </div>
    </div>
  );
}
