/** Native permissions for location, camera and photos (spec §4, §8). */
export { ensurePermission } from './ensure-permission';
export { PermissionDialogHost } from './permission-dialog-host';
export {
  type PermissionKind,
  type PermissionOutcome,
  permissionMessage,
} from './permission-text';
