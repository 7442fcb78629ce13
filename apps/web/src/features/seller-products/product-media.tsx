import { productEditorText } from '@souq/domain/locales/ar/seller';
import {
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_VIDEOS,
  type SellerProduct,
} from '@souq/domain/schemas/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Film, Trash2 } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileButton } from '@/features/seller-shell/file-button';
import { FormCard } from '@/features/seller-shell/form-card';
import { ImageList } from '@/features/seller-shell/image-list';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import {
  deleteProductImage,
  deleteProductVideo,
  orderProductImages,
  sellerProductsKey,
  uploadProductImage,
  uploadProductVideo,
  uploadVideoPoster,
} from './api';
import { capturePoster } from './poster-capture';

const t = productEditorText;

function useProductChange<V>(
  run: (variables: V) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify.success(done),
    onError: (error) => notify.error(apiMessageOf(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}

/** Photos (several, ordered, the first is the main one) and reels videos of a saved product. */
export function ProductMedia({ product }: { product: SellerProduct }) {
  const id = product.id;
  const images = [...product.images].sort((a, b) => a.sort_order - b.sort_order);
  const addPhotos = useProductChange(
    async (files: File[]) => {
      for (const file of files) await uploadProductImage(id, file);
    },
    t.uploaded,
    t.uploadFailed,
  );
  const reorder = useProductChange(
    (ids: string[]) => orderProductImages(id, ids),
    t.orderSaved,
    t.actionFailed,
  );
  const removePhoto = useProductChange(
    (imageId: string) => deleteProductImage(id, imageId),
    t.removed,
    t.removeFailed,
  );
  const addVideo = useProductChange(
    async (file: File) => {
      const video = await uploadProductVideo(id, file);
      if (video?.id && !video.poster_url) {
        try {
          await uploadVideoPoster(id, video.id, await capturePoster(file));
          notify.success(t.posterCaptured);
        } catch {
          notify.error(t.posterFailed);
        }
      }
    },
    t.uploaded,
    t.uploadFailed,
  );
  const removeVideo = useProductChange(
    (videoId: string) => deleteProductVideo(id, videoId),
    t.removed,
    t.removeFailed,
  );
  const busy = addPhotos.isPending || reorder.isPending || removePhoto.isPending;
  const photoRoom = MAX_PRODUCT_IMAGES - images.length;
  return (
    <>
      <FormCard title={t.photos} hint={t.photosHint(MAX_PRODUCT_IMAGES)}>
        {images.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-300">{t.noPhotos}</p>
        ) : (
          <ImageList
            images={images}
            busy={busy}
            text={{
              alt: t.photoAlt,
              moveUp: t.moveUp,
              moveDown: t.moveDown,
              remove: t.removePhoto,
              removeTitle: t.photoRemoveTitle,
              removeText: t.photoRemoveText,
              removeConfirm: t.remove,
              cancel: t.cancel,
              main: t.main,
              makeMain: t.makeMain,
            }}
            onReorder={(ids) => reorder.mutate(ids)}
            onRemove={(imageId) => removePhoto.mutate(imageId)}
          />
        )}
        <FileButton
          label={t.addPhotos}
          busyLabel={t.uploading}
          busy={addPhotos.isPending}
          disabled={busy || photoRoom <= 0}
          accept="image/jpeg,image/png,image/webp"
          multiple
          onFiles={(files) => addPhotos.mutate(files.slice(0, photoRoom))}
        />
      </FormCard>
      <FormCard title={t.videos} hint={t.videosHint(MAX_PRODUCT_VIDEOS)}>
        {product.videos.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-300">{t.noVideos}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {product.videos.map((video, index) => (
              <li
                key={video.id}
                className="flex flex-col gap-2 rounded-card border border-neutral-200 p-2 dark:border-neutral-700"
              >
                {video.poster_url ? (
                  <img
                    src={video.poster_url}
                    alt={t.video(index + 1)}
                    className="aspect-[9/16] w-full rounded-xl bg-neutral-900 object-cover"
                  />
                ) : (
                  <div className="flex aspect-[9/16] w-full flex-col items-center justify-center gap-1 rounded-xl bg-neutral-900 text-sm text-white">
                    <Film aria-hidden="true" className="size-8" />
                    {t.noPoster}
                  </div>
                )}
                <ConfirmDialog
                  title={t.videoRemoveTitle}
                  description={t.videoRemoveText}
                  confirmLabel={t.remove}
                  cancelLabel={t.cancel}
                  onConfirm={() => removeVideo.mutate(video.id)}
                  trigger={
                    <button
                      type="button"
                      disabled={removeVideo.isPending}
                      className={buttonStyles({
                        variant: 'outline',
                        size: 'sm',
                        className: 'text-danger-700',
                      })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t.removeVideo(index + 1)}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <FileButton
          label={t.addVideo}
          busyLabel={t.uploading}
          busy={addVideo.isPending}
          disabled={addVideo.isPending || product.videos.length >= MAX_PRODUCT_VIDEOS}
          accept="video/mp4"
          onFiles={([file]) => file && addVideo.mutate(file)}
        />
      </FormCard>
    </>
  );
}
