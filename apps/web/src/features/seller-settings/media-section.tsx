import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { MAX_STORE_GALLERY_IMAGES, type SellerStore } from '@souq/domain/schemas/seller-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import {
  deleteGalleryImage,
  orderGallery,
  sellerStoreKey,
  uploadStoreImage,
} from '@/features/seller-shell/api';
import { FileButton } from '@/features/seller-shell/file-button';
import { FormCard } from '@/features/seller-shell/form-card';
import { ImageList } from '@/features/seller-shell/image-list';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';

const t = sellerSettingsText.media;

/** A media change with its own toast; the store is read again afterwards. */
function useMediaChange<V>(run: (variables: V) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify.success(done),
    onError: (error) => notify.error(apiMessageOf(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerStoreKey }),
  });
}

/** Logo, banner and the store's gallery: each saved as soon as it is chosen. */
export function MediaSection({ store }: { store: SellerStore }) {
  const upload = useMediaChange(
    async ({ kind, files }: { kind: 'logo' | 'banner' | 'gallery'; files: File[] }) => {
      for (const file of files) await uploadStoreImage(kind, file);
    },
    t.uploaded,
    t.uploadFailed,
  );
  const reorder = useMediaChange(orderGallery, t.reordered, t.reorderFailed);
  const remove = useMediaChange(deleteGalleryImage, t.removed, t.removeFailed);
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const uploading = (kind: string) => upload.isPending && upload.variables?.kind === kind;
  const room = MAX_STORE_GALLERY_IMAGES - store.gallery.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormCard title={t.logo}>
          <Picture src={store.brand_logo_url} alt={t.logo} shape="logo" />
          <FileButton
            label={store.brand_logo_url ? t.change : t.upload}
            busyLabel={t.uploading}
            busy={uploading('logo')}
            disabled={busy}
            accept="image/*"
            onFiles={(files) => upload.mutate({ kind: 'logo', files: files.slice(0, 1) })}
          />
        </FormCard>
        <FormCard title={t.banner}>
          <Picture src={store.banner_image_url} alt={t.banner} shape="banner" />
          <FileButton
            label={store.banner_image_url ? t.change : t.upload}
            busyLabel={t.uploading}
            busy={uploading('banner')}
            disabled={busy}
            accept="image/*"
            onFiles={(files) => upload.mutate({ kind: 'banner', files: files.slice(0, 1) })}
          />
        </FormCard>
      </div>
      <FormCard title={t.gallery} hint={t.galleryHint(MAX_STORE_GALLERY_IMAGES)}>
        {store.gallery.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-300">{t.noGallery}</p>
        ) : (
          <ImageList
            images={[...store.gallery].sort((a, b) => a.sort_order - b.sort_order)}
            busy={busy}
            text={{
              alt: t.imageAlt,
              moveUp: t.moveUp,
              moveDown: t.moveDown,
              remove: t.remove,
              removeTitle: t.removeTitle,
              removeText: t.removeText,
              removeConfirm: t.removeConfirm,
              cancel: t.cancel,
            }}
            onReorder={(ids) => reorder.mutate(ids)}
            onRemove={(id) => remove.mutate(id)}
          />
        )}
        <FileButton
          label={t.addImages}
          busyLabel={t.uploading}
          busy={uploading('gallery')}
          disabled={busy || room <= 0}
          accept="image/*"
          multiple
          onFiles={(files) => upload.mutate({ kind: 'gallery', files: files.slice(0, room) })}
        />
      </FormCard>
    </div>
  );
}

function Picture({
  src,
  alt,
  shape,
}: {
  src: string | null;
  alt: string;
  shape: 'logo' | 'banner';
}) {
  const size = shape === 'logo' ? 'size-28 rounded-full' : 'aspect-[3/1] w-full rounded-xl';
  if (!src) {
    return (
      <div
        className={`${size} flex flex-col items-center justify-center gap-1 bg-neutral-100 text-sm text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300`}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        {t.noImage}
      </div>
    );
  }
  return <img src={src} alt={alt} className={`${size} bg-neutral-100 object-cover`} />;
}
