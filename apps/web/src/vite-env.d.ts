/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where 'join as seller' points before GET /api/config answers. */
  readonly VITE_SELLER_SITE_URL?: string;
  /** API origin for the native wrapper; empty on the web (same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Support contact shown in mobile settings (mailto: and, when set, tel:). */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
