import { sellerProductsText } from '@souq/domain/locales/ar/seller';
import { formatMoney } from '@souq/domain/money';
import { productQuickEditInput, type SellerProductRow } from '@souq/domain/schemas/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, LoaderCircle, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form/input-styles';
import { thumbnailOf } from '@/features/catalogue/image-url';
import { numberFrom } from '@/features/seller-shell/store-fields';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useSellerPaths } from '@/lib/tree-paths';
import { quickEditProduct, sellerProductsKey } from './api';
import { ProductStatusBadge } from './product-status-badge';

const t = sellerProductsText;

/**
 * One product of the list with its quick edits: price and stock typed in place and saved with
 * PATCH (only what changed). A product with variants keeps its stock in them, so it is shown only.
 */
export function ProductRow({ product }: { product: SellerProductRow }) {
  const paths = useSellerPaths();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(String(product.base_price));
  const [stock, setStock] = useState(String(product.stock_count));
  const hasVariants = product.variant_count > 0;
  const save = useMutation({
    mutationFn: (input: { base_price?: number; stock_count?: number }) =>
      quickEditProduct(product.id, input),
    onSuccess: () => notify.success(t.quickSaved),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.quickFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsKey }),
  });
  const changes: { base_price?: number; stock_count?: number } = {};
  if (numberFrom(price) !== product.base_price) changes.base_price = numberFrom(price);
  if (!hasVariants && numberFrom(stock) !== product.stock_count) {
    changes.stock_count = numberFrom(stock);
  }
  const dirty = Object.keys(changes).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    const checked = productQuickEditInput.safeParse(changes);
    if (checked.success) save.mutate(checked.data);
    else notify.error(checked.error.issues[0]?.message ?? t.quickFailed);
  };
  return (
    <li className="rounded-card bg-white p-3 shadow-card dark:bg-neutral-900">
      <form onSubmit={submit} className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-[1_1_16rem] items-center gap-3">
          {product.image_url ? (
            <img
              src={thumbnailOf(product.image_url)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-neutral-100 object-cover"
            />
          ) : (
            <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-neutral-100 text-neutral-500 dark:bg-neutral-800">
              <ImageOff aria-hidden="true" className="size-6" />
              <span className="sr-only">{t.noImage}</span>
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={paths.product(product.id)}
              className="truncate font-bold hover:text-primary-800 hover:underline"
            >
              {product.name}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-600 dark:text-neutral-300">
              <ProductStatusBadge status={product.status} />
              {product.product_category && <span>{product.product_category}</span>}
              {product.sku && (
                <span dir="ltr" className="font-mono">
                  {product.sku}
                </span>
              )}
              {hasVariants && <span>{t.variants(product.variant_count)}</span>}
            </div>
          </div>
        </div>
        <div className="flex flex-[1_1_20rem] flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-[1_1_14rem] items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
              {t.price}
              <span className="flex items-center gap-1">
                <input
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                  inputMode="decimal"
                  dir="ltr"
                  aria-label={t.priceOf(product.name)}
                  className={inputStyles('h-11 min-w-0 text-end')}
                />
                <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-300">
                  {formatMoney(0, product.currency).split(' ').slice(1).join(' ')}
                </span>
              </span>
            </label>
            <label className="flex w-24 shrink-0 flex-col gap-1 text-sm font-semibold">
              {t.stockCount}
              <input
                value={stock}
                onChange={(event) => setStock(event.target.value)}
                inputMode="numeric"
                dir="ltr"
                readOnly={hasVariants}
                title={hasVariants ? t.stockFromVariants : undefined}
                aria-label={t.stockOf(product.name)}
                className={inputStyles('h-11 text-end')}
              />
            </label>
          </div>
          <div className="flex gap-2 max-sm:w-full">
            <button
              type="submit"
              disabled={!dirty || save.isPending}
              aria-label={t.saveOf(product.name)}
              className={buttonStyles({ size: 'md', className: 'px-4 max-sm:flex-1' })}
            >
              {save.isPending && (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              )}
              {t.quickSave}
            </button>
            <Link
              to={paths.product(product.id)}
              aria-label={t.editOf(product.name)}
              className={buttonStyles({ variant: 'outline', size: 'icon' })}
            >
              <Pencil aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </form>
    </li>
  );
}
