import { productEditorText } from '@souq/domain/locales/ar/seller';
import type { ProductInputParsed, SellerProduct } from '@souq/domain/schemas/seller-products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowRight, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { FormCard } from '@/features/seller-shell/form-card';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { apiMessageOf, HttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useSellerPaths } from '@/lib/tree-paths';
import {
  archiveProduct,
  createProduct,
  deleteProduct,
  productQuery,
  sellerProductsKey,
  updateProduct,
} from './api';
import { ProductForm } from './product-form';
import { ProductMedia } from './product-media';
import { ProductStatusBadge } from './product-status-badge';

const t = productEditorText;

/** /seller/products/new and /seller/products/{id}: the product editor. */
export function ProductEditorScreen({ id }: { id: string | null }) {
  return (
    <SellerGate need="store">{() => (id ? <EditProduct id={id} /> : <NewProduct />)}</SellerGate>
  );
}

function Frame({
  title,
  product,
  children,
}: {
  title: string;
  product?: SellerProduct;
  children: React.ReactNode;
}) {
  const paths = useSellerPaths();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.products()}
        className="flex items-center gap-1 self-start font-semibold text-primary-800 hover:underline dark:text-primary-300"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {product && <ProductStatusBadge status={product.status} />}
      </div>
      {children}
    </div>
  );
}

function NewProduct() {
  const paths = useSellerPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      notify.success(t.created);
      void queryClient.invalidateQueries({ queryKey: sellerProductsKey });
      navigate(paths.product(product.id), { replace: true });
    },
    onError: (error) => notify.error(apiMessageOf(error) ?? t.saveFailed),
  });
  return (
    <Frame title={t.newTitle}>
      <ProductForm
        product={null}
        saving={create.isPending}
        onSave={(input) => create.mutateAsync(input)}
      />
      <FormCard title={t.photos}>
        <p className="text-neutral-600 dark:text-neutral-300">{t.saveFirst}</p>
      </FormCard>
    </Frame>
  );
}

function EditProduct({ id }: { id: string }) {
  const query = useQuery(productQuery(id));
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (input: ProductInputParsed) => updateProduct(id, input),
    onSuccess: () => notify.success(t.saved),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsKey }),
  });
  if (query.isPending) return <SpinnerStatus label={t.editTitle} />;
  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return (
      <Frame title={t.editTitle}>
        {missing ? (
          <p role="alert" className="rounded-card bg-danger-50 p-4 font-semibold text-danger-700">
            {t.notFound}
          </p>
        ) : (
          <LoadErrorNotice
            error={query.error}
            title={apiMessageOf(query.error) ?? t.loadFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Frame>
    );
  }
  const product = query.data;
  return (
    <Frame title={t.editTitle} product={product}>
      {product.status === 'archived' && (
        <p className="rounded-card bg-neutral-200 p-3 font-semibold dark:bg-neutral-800">
          {t.archivedNote}
        </p>
      )}
      <ProductForm
        key={product.id}
        product={product}
        saving={update.isPending}
        onSave={(input) => update.mutateAsync(input)}
      />
      <ProductMedia product={product} />
      <ProductEnd product={product} />
    </Frame>
  );
}

/** Archive (a product with orders), restore, or delete for good (one that never sold). */
function ProductEnd({ product }: { product: SellerProduct }) {
  const paths = useSellerPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerProductsKey });
  const archive = useMutation({
    mutationFn: (restore: boolean) => archiveProduct(product.id, restore),
    onSuccess: (_, restore) => notify.success(restore ? t.restored : t.archived),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.actionFailed),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => {
      notify.success(t.deleted);
      void refresh();
      navigate(paths.products(), { replace: true });
    },
    onError: (error) => notify.error(apiMessageOf(error) ?? t.actionFailed),
  });
  const outline = buttonStyles({ variant: 'outline', className: 'w-full sm:w-auto' });
  if (product.status === 'archived') {
    return (
      <button
        type="button"
        onClick={() => archive.mutate(true)}
        disabled={archive.isPending}
        className={outline}
      >
        <ArchiveRestore aria-hidden="true" className="size-5" />
        {t.restore}
      </button>
    );
  }
  return product.has_orders ? (
    <ConfirmDialog
      title={t.archiveTitle}
      description={t.archiveText}
      confirmLabel={t.archive}
      cancelLabel={t.cancel}
      onConfirm={() => archive.mutate(false)}
      trigger={
        <button type="button" disabled={archive.isPending} className={outline}>
          <Archive aria-hidden="true" className="size-5" />
          {t.archive}
        </button>
      }
    />
  ) : (
    <ConfirmDialog
      title={t.deleteTitle}
      description={t.deleteText}
      confirmLabel={t.deleteProduct}
      cancelLabel={t.cancel}
      onConfirm={() => remove.mutate()}
      trigger={
        <button type="button" disabled={remove.isPending} className={`${outline} text-danger-700`}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t.deleteProduct}
        </button>
      }
    />
  );
}
