import { ensurePermission } from '@/features/native/permissions/ensure-permission';

/** The server keeps at most 1600 px and takes at most 5 MB: a phone photo is sent smaller. */
const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/**
 * A camera photo scaled to at most MAX_SIDE as a JPEG: a 12 MP photo is often past the
 * upload limit, and a courier on mobile data waits less. Where the browser cannot decode it
 * here (an old WebView), the photo goes as it is and the server judges it.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return jpeg && jpeg.size > 0 ? jpeg : photo;
  } catch {
    return photo;
  }
}

/** The camera plugin's words when the user closes the camera without a photo. */
const cancelled = (error: unknown) => error instanceof Error && /cancel/i.test(error.message);

/**
 * In the native app: the camera through @capacitor/camera (downloaded only here), after the
 * shared permission flow explains why. Null when the user declined or closed the camera.
 */
export async function nativeProofPhoto(): Promise<Blob | null> {
  if ((await ensurePermission('camera')) !== 'granted') return null;
  const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
  try {
    const photo = await Camera.getPhoto({
      source: CameraSource.Camera,
      resultType: CameraResultType.Uri,
      quality: 85,
      width: MAX_SIDE,
      correctOrientation: true,
      saveToGallery: false,
    });
    if (!photo.webPath) return null;
    return await (await fetch(photo.webPath)).blob();
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}
