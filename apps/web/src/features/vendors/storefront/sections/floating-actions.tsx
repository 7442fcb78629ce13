import { BackButton } from '@/features/catalogue/product-detail/back-button';
import { ShareMenu } from '@/features/catalogue/product-detail/share-menu';

/**
 * Back (history, else home) and share float over the page under the site header. They sit
 * outside the storefront root: its `contain: paint` would pin fixed children to the root.
 */
export function FloatingActions({ title }: { title: string }) {
  const pill = 'pointer-events-auto rounded-xl bg-white/95 shadow-raised backdrop-blur';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-30 mx-auto flex max-w-7xl justify-between px-4">
      <div className={pill}>
        <BackButton />
      </div>
      <div className={pill}>
        <ShareMenu title={title} />
      </div>
    </div>
  );
}
