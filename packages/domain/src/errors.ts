/**
 * The closed set of API error codes and their HTTP statuses: the one place where a code
 * becomes a status. The Arabic text for each code lives in locales/ar/errors.ts.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  PROFILE_INCOMPLETE: 403,
  INVALID_TOKEN: 400,
  EMAIL_ALREADY_REGISTERED: 409,
  FORBIDDEN: 403,
  /** A write from a page at an origin the server does not trust (CSRF, or the wrong address). */
  UNTRUSTED_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PRODUCT_UNAVAILABLE: 409,
  DISPLAY_ONLY: 409,
  WRONG_VENDOR: 400,
  MIXED_CURRENCIES: 400,
  FULFILMENT_NOT_AVAILABLE: 400,
  PAYMENT_METHOD_NOT_AVAILABLE: 400,
  RECEIPT_REQUIRED: 400,
  ADDRESS_REQUIRED: 400,
  /** Like the other checkout choices: the shopper picks another address or pickup. */
  OUTSIDE_DELIVERY_AREA: 400,
  /** The customer's open unpaid orders already hold the cap: wait for the store or cancel. */
  UNPAID_QUANTITY_LIMIT: 409,
  STATUS_CHANGE_NOT_ALLOWED: 409,
  /** The order is not (yet, or any more) where goods are handed over. */
  DELIVERY_PROOF_NOT_ALLOWED: 409,
  /** A delivery order is marked delivered only once its proof photo is uploaded (decision 018). */
  DELIVERY_PROOF_REQUIRED: 409,
  /** The body arrived slower than the server waits for (a trickle holding a connection). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  ADDRESS_LIMIT_REACHED: 409,
  GEOCODE_EMPTY_QUERY: 400,
  GEOCODE_INVALID_REQUEST: 400,
  GEOCODE_NO_RESULTS: 404,
  GEOCODE_NO_LOCATION_DATA: 404,
  /** The geocoder refused our server (403): a configuration problem, not the shopper's. */
  GEOCODE_REQUEST_DENIED: 502,
  GEOCODE_SEARCH_FAILED: 502,
  GEOCODE_INVALID_LOCATION_DATA: 502,
  /** The geocoder's quota (its 429) is shared by all shoppers: unavailable, not 'you' too fast. */
  GEOCODE_QUOTA_EXCEEDED: 503,
  GEOCODER_UNAVAILABLE: 503,
  /** A seller endpoint, asked by a user who owns no store (seller-store and seller-products). */
  STORE_NOT_FOUND: 404,
  /** An administrator disabled the account: signed out everywhere, sign-in refused. */
  ACCOUNT_DISABLED: 403,
  /** An administrator's own account (ADMIN_EMAILS) is not disabled from the console. */
  ADMIN_ACCOUNT_PROTECTED: 409,
  /** The store exists but does not sell now (suspended by the operator): no new orders. */
  STORE_UNAVAILABLE: 409,
  /** Another product of the same store has this SKU. */
  SKU_TAKEN: 409,
  /** Orders point at the product: archive it instead of deleting it. */
  PRODUCT_HAS_ORDERS: 409,
  /** The product or the gallery already has as many photos or videos as allowed. */
  MEDIA_LIMIT_REACHED: 409,
  /** A real CSV import with problems in some rows: nothing was written (details: the report). */
  IMPORT_REJECTED: 400,
  /** One store per user for now (decision 016): the signed-in user already has one. */
  STORE_EXISTS: 409,
  /** A suspended store reads its settings but may not change them until reinstated. */
  STORE_SUSPENDED: 403,
  /** The password asked again (wallet change) is wrong; the session itself is fine. */
  WRONG_PASSWORD: 403,
  /** An administrator's decision the store's status does not allow (approve an active one). */
  STORE_DECISION_NOT_ALLOWED: 409,
  /** Another category already has this slug (slugs are its address in links and filters). */
  CATEGORY_SLUG_TAKEN: 409,
  /** A reorder that does not name every category exactly once (one was added meanwhile). */
  CATEGORY_ORDER_STALE: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;
