import { locationText } from '@souq/domain/locales/ar/location';
import { nativeText } from '@souq/domain/locales/ar/native';

export type PermissionKind = 'location' | 'camera' | 'photos';

/** How asking ended. 'denied-before': the system will not ask again, only the settings can. */
export type PermissionOutcome = 'granted' | 'denied' | 'denied-before' | 'cancelled' | 'failed';

/** Location keeps its texts with the other location messages; camera and photos are here. */
const texts = {
  location: locationText,
  camera: nativeText.permissions.camera,
  photos: nativeText.permissions.photos,
} as const;

export function permissionRationale(kind: PermissionKind): string {
  return texts[kind].rationale;
}

/** Spec discovery §8 permission messages: the one place an outcome becomes Arabic. */
export function permissionMessage(
  kind: PermissionKind,
  outcome: Exclude<PermissionOutcome, 'granted'>,
): string {
  const text = texts[kind];
  if (outcome === 'denied-before') return text.deniedBefore;
  if (outcome === 'cancelled') return text.cancelled;
  if (outcome === 'failed') return text.requestFailed;
  return text.denied;
}
