import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useInView } from '@/lib/use-in-view';
import { ImagePlaceholder } from './image-placeholder';

interface ImageWithFallbackProps {
  src: string | null;
  alt: string;
  /** The placeholder's label when there is no usable image. */
  fallbackLabel: string;
  width: number;
  height: number;
  className?: string;
  /**
   * 'lazy' (default): the browser's lazy loading. 'observe': the request starts only 50 px
   * before the image enters view (spec). 'eager' / 'high': the first images of a list, loaded
   * at once ('high' also asks for fetchpriority high: the largest paint of the page).
   */
  loading?: 'lazy' | 'observe' | 'eager' | 'high';
}

/**
 * An image with explicit size (no layout shift) that turns into the placeholder when it is
 * missing or fails to load (spec: a broken image falls back to a placeholder).
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackLabel,
  width,
  height,
  className,
  loading = 'lazy',
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const inView = useInView(box, '50px', loading === 'observe');
  if (!src || failedSrc === src)
    return <ImagePlaceholder label={fallbackLabel} className={className} />;
  if (!inView)
    return (
      <div
        ref={setBox}
        role="img"
        aria-label={alt}
        className={cn('bg-neutral-100 dark:bg-neutral-800', className)}
      />
    );
  const eager = loading === 'eager' || loading === 'high';
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
