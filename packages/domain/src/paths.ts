/** Typed paths of both route trees: build links with these, never by string concatenation. */
const enc = encodeURIComponent;

export const paths = {
  web: {
    home: () => '/',
    products: () => '/products',
    product: (id: string) => `/product/${enc(id)}`,
    vendor: (id: string) => `/vendor/${enc(id)}`,
    vendorsMap: () => '/vendors-map',
    reels: () => '/reels',
    auth: (mode?: 'reset') => (mode ? `/auth?mode=${mode}` : '/auth'),
    completeProfile: () => '/complete-profile',
    profileCompletion: () => '/profile-completion',
    cart: () => '/cart',
    /** `group`: the cart group (one store, one currency) this checkout orders (cart-groups.ts). */
    checkout: (group?: string) => (group ? `/checkout?group=${enc(group)}` : '/checkout'),
    myOrders: () => '/my-orders',
    orders: () => '/orders',
    /** One of the shopper's orders: timeline, fee, payment status, proof. */
    order: (id: string) => `/orders/${enc(id)}`,
    settings: () => '/settings',
    profile: () => '/profile',
    /** The newsletter mail's unsubscribe link: the page asks before anything changes. */
    newsletterUnsubscribe: (link: { email: string; token: string }) =>
      `/newsletter/unsubscribe?email=${enc(link.email)}&token=${enc(link.token)}`,
  },
  mobile: {
    home: () => '/mobile',
    products: () => '/mobile/products',
    product: (id: string) => `/mobile/product/${enc(id)}`,
    vendor: (id: string) => `/mobile/vendor/${enc(id)}`,
    vendorsMap: () => '/mobile/vendors-map',
    reels: () => '/mobile/reels',
    auth: () => '/mobile/auth',
    cart: () => '/mobile/cart',
    checkout: (group?: string) =>
      group ? `/mobile/checkout?group=${enc(group)}` : '/mobile/checkout',
    orders: () => '/mobile/orders',
    order: (id: string) => `/mobile/orders/${enc(id)}`,
    profile: () => '/mobile/profile',
    profileEdit: () => '/mobile/profile/edit',
    addresses: () => '/mobile/addresses',
    settings: () => '/mobile/settings',
  },
  /** The seller console (/seller/*): one responsive tree for phone and desktop. */
  seller: {
    home: () => '/seller',
    apply: () => '/seller/apply',
    products: () => '/seller/products',
    newProduct: () => '/seller/products/new',
    product: (id: string) => `/seller/products/${enc(id)}`,
    importProducts: () => '/seller/products/import',
    settings: (section?: string) =>
      section ? `/seller/settings/${enc(section)}` : '/seller/settings',
    /** The live orders board and one order's detail. */
    orders: () => '/seller/orders',
    order: (id: string) => `/seller/orders/${enc(id)}`,
  },
  /** The operator's console (administrators only). */
  admin: {
    home: () => '/admin',
    stores: () => '/admin/stores',
    categories: () => '/admin/categories',
    customers: () => '/admin/customers',
    orders: () => '/admin/orders',
    order: (id: string) => `/admin/orders/${enc(id)}`,
    actions: () => '/admin/actions',
    newsletter: () => '/admin/newsletter',
  },
  api: {
    health: () => '/api/health',
    auth: {
      signUp: () => '/api/auth/sign-up/email',
      signIn: () => '/api/auth/sign-in/email',
      signOut: () => '/api/auth/sign-out',
      session: () => '/api/auth/get-session',
      requestPasswordReset: () => '/api/auth/request-password-reset',
      resetPassword: () => '/api/auth/reset-password',
      changePassword: () => '/api/auth/change-password',
      verifyEmail: () => '/api/auth/verify-email',
    },
    me: () => '/api/me',
    completeProfile: () => '/api/me/profile/complete',
    profile: () => '/api/me/profile',
    preferences: () => '/api/me/preferences',
    addresses: () => '/api/me/addresses',
    address: (id: string) => `/api/me/addresses/${enc(id)}`,
    addressDefault: (id: string) => `/api/me/addresses/${enc(id)}/default`,
    geocodeSearch: () => '/api/geocode/search',
    geocodeReverse: () => '/api/geocode/reverse',
    exportClients: () => '/functions/v1/export-clients',
    devOutbox: () => '/dev/outbox',
    devOutboxJson: () => '/dev/outbox.json',
    config: () => '/api/config',
    docs: () => '/api/docs',
    newsletter: () => '/api/newsletter',
    /** Check an unsubscribe link (GET, changes nothing) and act on it (POST). */
    newsletterUnsubscribe: () => '/api/newsletter/unsubscribe',
    /** The subscribers for an administrator (GET), all of them as CSV, one removed (DELETE). */
    adminNewsletter: () => '/api/admin/newsletter',
    adminNewsletterCsv: () => '/api/admin/newsletter.csv',
    adminNewsletterSubscriber: (id: string) => `/api/admin/newsletter/${enc(id)}`,
    exportProducts: () => '/functions/v1/export-products',
    exportCategories: () => '/functions/v1/export-categories',
    exportVendors: () => '/functions/v1/export-vendors',
    exportProductVideos: () => '/functions/v1/export-product-videos',
    createOrder: () => '/functions/v1/create-order',
    customerOrders: (customerId: string) => `/functions/v1/get-customer-orders/${enc(customerId)}`,
    vendorOrders: (vendorId: string) => `/functions/v1/get-vendor-orders/${enc(vendorId)}`,
    updateOrderStatus: (orderId: string) => `/functions/v1/update-order-status/${enc(orderId)}`,
    deliveryProof: (orderId: string) => `/api/seller/orders/${enc(orderId)}/delivery-proof`,
    /** One of the signed-in shopper's orders with its timeline (GET). */
    shopperOrder: (orderId: string) => `/api/orders/${enc(orderId)}`,
    /** The delivery fee the checkout's review shows before placing (GET, query in the schema). */
    deliveryQuote: () => '/api/orders/delivery-quote',
    /** The signed-in owner's store (GET; POST applies for one). */
    sellerStore: () => '/api/seller/store',
    /** One settings section of the owner's store, each saved on its own (PUT). */
    sellerStoreSection: (section: 'profile' | 'location' | 'hours' | 'theme' | 'css' | 'wallets') =>
      `/api/seller/store/${section}`,
    sellerStoreCssPreview: () => '/api/seller/store/css/preview',
    /** A rejected store, fixed by its owner, asks for a new decision (POST). */
    sellerStoreResubmit: () => '/api/seller/store/resubmit',
    /** Stores for an administrator, by status (GET). */
    adminStores: () => '/api/admin/stores',
    /** Every store's orders for the operator (GET), one in full (GET), a move (POST status). */
    adminOrders: () => '/api/admin/orders',
    adminOrder: (id: string) => `/api/admin/orders/${enc(id)}`,
    adminOrderStatus: (id: string) => `/api/admin/orders/${enc(id)}/status`,
    adminStoreDecision: (
      storeId: string,
      decision: 'approve' | 'reject' | 'suspend' | 'reinstate',
    ) => `/api/admin/stores/${enc(storeId)}/${decision}`,
    /** Whether a store is open or suspended, when the storefront finds no active store (GET). */
    storeAvailability: (id: string) => `/api/stores/${enc(id)}/availability`,
    /** Every category for an administrator (GET) and a new one (POST). */
    adminCategories: () => '/api/admin/categories',
    /** One category's fields, active included (PATCH). */
    adminCategory: (id: string) => `/api/admin/categories/${enc(id)}`,
    /** Every category id in the new order (PUT). */
    adminCategoryOrder: () => '/api/admin/categories/order',
    /** Accounts for the operator (GET), one (GET), disable / enable (POST). */
    adminCustomers: () => '/api/admin/customers',
    adminCustomer: (id: string) => `/api/admin/customers/${enc(id)}`,
    adminCustomerState: (id: string, verb: 'disable' | 'enable') =>
      `/api/admin/customers/${enc(id)}/${verb}`,
    /** The audit log of administrator actions (GET). */
    adminActions: () => '/api/admin/actions',
    /** Orders and sales per day and currency, top stores and products, what waits (GET). */
    adminDashboard: () => '/api/admin/dashboard',
    media: (key: string) => `/media/${key}`,
    /** The seller console's media and products (the store's reads and sections are above). */
    seller: {
      /** logo, banner, gallery, gallery/order */
      storePart: (part: string) => `/api/seller/store/${part}`,
      galleryImage: (id: string) => `/api/seller/store/gallery/${enc(id)}`,
      products: () => '/api/seller/products',
      product: (id: string) => `/api/seller/products/${enc(id)}`,
      /** archive, restore, images, images/order, videos */
      productPart: (id: string, part: string) => `/api/seller/products/${enc(id)}/${part}`,
      productImage: (id: string, imageId: string) =>
        `/api/seller/products/${enc(id)}/images/${enc(imageId)}`,
      productVideo: (id: string, videoId: string) =>
        `/api/seller/products/${enc(id)}/videos/${enc(videoId)}`,
      productVideoPoster: (id: string, videoId: string) =>
        `/api/seller/products/${enc(id)}/videos/${enc(videoId)}/poster`,
      productsCsv: () => '/api/seller/products.csv',
      productsImport: (dryRun: boolean) => `/api/seller/products/import?dry_run=${dryRun}`,
      /** The store's live order events (text/event-stream); the board polls its list without. */
      ordersStream: () => '/api/seller/orders/stream',
      /** The board's groups (GET, query in the schema). */
      orders: () => '/api/seller/orders',
      order: (id: string) => `/api/seller/orders/${enc(id)}`,
      /** status, payment/confirm, payment/reject, delivery-fee (POST) */
      orderPart: (
        id: string,
        part: 'status' | 'payment/confirm' | 'payment/reject' | 'delivery-fee',
      ) => `/api/seller/orders/${enc(id)}/${part}`,
      ordersCsv: () => '/api/seller/orders.csv',
      /** The store's delivery fee rule (GET/PUT). */
      deliveryFeeRule: () => '/api/seller/store/delivery-fee',
    },
  },
} as const;
