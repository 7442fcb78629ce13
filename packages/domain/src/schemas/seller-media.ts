import { z } from 'zod';
import { uuid } from './common';

/**
 * Answers of the seller's uploads (docs/decisions/016-seller-console.md, "Products, uploads
 * and CSV"). Uploads send the file's raw bytes as the body (Content-Type of the file);
 * these are what comes back.
 */

/** A product photo or a store gallery photo. */
export const uploadedImage = z.object({
  id: uuid,
  image_url: z.string(),
  sort_order: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** PUT .../images/order and .../gallery/order: every image, in the new order. */
export const imageList = z.object({ images: z.array(uploadedImage) });
export type ImageList = z.infer<typeof imageList>;

/** A product video (a reel) with its poster, when there is one. */
export const uploadedVideo = z.object({
  id: uuid,
  video_url: z.string(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
});
export type UploadedVideo = z.infer<typeof uploadedVideo>;

/** POST /api/seller/store/logo and /banner: where the new picture is. */
export const storePicture = z.object({ image_url: z.string() });
