import { useState } from 'react';
import { cn } from '../../lib/cn';
import { ImagePlaceholder } from './image-placeholder';

interface ImageWithFallbackProps {
  src: string | null;
  alt: string;
  /** The placeholder's label when there is no usable image. */
  fallbackLabel: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A lazy image with explicit size (no layout shift) that turns into the placeholder when
 * it is missing or fails to load (spec: a broken image falls back to a placeholder).
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackLabel,
  width,
  height,
  className,
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return <ImagePlaceholder label={fallbackLabel} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
