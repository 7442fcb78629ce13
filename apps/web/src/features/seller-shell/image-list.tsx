import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';

export interface ListedImage {
  id: string;
  image_url: string;
}

export interface ImageListText {
  alt: (n: number) => string;
  moveUp: (n: number) => string;
  moveDown: (n: number) => string;
  remove: (n: number) => string;
  removeTitle: string;
  removeText: string;
  removeConfirm: string;
  cancel: string;
  /** With these two the first image is the main one and any other can become it. */
  main?: string;
  makeMain?: (n: number) => string;
}

interface ImageListProps {
  images: readonly ListedImage[];
  text: ImageListText;
  busy: boolean;
  /** Every id, in the new order. */
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
}

const iconButton =
  'flex h-11 w-full items-center justify-center rounded-xl bg-white/95 text-neutral-900 shadow-card hover:bg-neutral-100 disabled:opacity-40 dark:bg-neutral-800 dark:text-neutral-50';

/**
 * Uploaded images in their order, with buttons a thumb can hit (no dragging): earlier, later,
 * main (the first), and delete after the confirm dialog. In right to left, earlier is to the right.
 */
export function ImageList({ images, text, busy, onReorder, onRemove }: ImageListProps) {
  const ids = images.map((image) => image.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onReorder(next);
  };
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image, index) => {
        const n = index + 1;
        const isMain = Boolean(text.main) && index === 0;
        return (
          <li
            key={image.id}
            className={cn(
              'flex flex-col gap-2 rounded-card border bg-white p-2 dark:bg-neutral-900',
              isMain ? 'border-primary-600' : 'border-neutral-200 dark:border-neutral-700',
            )}
          >
            <div className="relative">
              <img
                src={image.image_url}
                alt={text.alt(n)}
                width={300}
                height={200}
                loading="lazy"
                className="aspect-[3/2] w-full rounded-xl bg-neutral-100 object-cover"
              />
              {isMain && (
                <span className="absolute start-2 top-2 rounded-pill bg-primary-700 px-2 py-0.5 text-xs font-bold text-white">
                  {text.main}
                </span>
              )}
            </div>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              <button
                type="button"
                aria-label={text.moveUp(n)}
                disabled={busy || index === 0}
                onClick={() => move(index, index - 1)}
                className={iconButton}
              >
                <ArrowRight aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                aria-label={text.moveDown(n)}
                disabled={busy || index === images.length - 1}
                onClick={() => move(index, index + 1)}
                className={iconButton}
              >
                <ArrowLeft aria-hidden="true" className="size-5" />
              </button>
              {text.makeMain && index > 0 && (
                <button
                  type="button"
                  aria-label={text.makeMain(n)}
                  disabled={busy}
                  onClick={() => move(index, 0)}
                  className={iconButton}
                >
                  <Star aria-hidden="true" className="size-5" />
                </button>
              )}
              <ConfirmDialog
                title={text.removeTitle}
                description={text.removeText}
                confirmLabel={text.removeConfirm}
                cancelLabel={text.cancel}
                onConfirm={() => onRemove(image.id)}
                trigger={
                  <button
                    type="button"
                    aria-label={text.remove(n)}
                    disabled={busy}
                    className={cn(iconButton, 'text-danger-700 dark:text-danger-300')}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                }
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
