import { addressesModule } from './addresses';
import { adminAuditModule } from './admin-audit';
import { adminCategoriesModule } from './admin-categories';
import { adminCustomersModule } from './admin-customers';
import { adminDashboardModule } from './admin-dashboard';
import { adminStoresModule } from './admin-stores';
import { authModule } from './auth';
import { catalogueModule } from './catalogue';
import { configModule } from './config';
import type { SouqModule } from './context';
import { deliveryFeeModule } from './delivery-fee';
import { geocodingModule } from './geocoding';
import { healthModule } from './health';
import { mailModule } from './mail';
import { mediaModule } from './media';
import { newsletterModule } from './newsletter';
import { orderEventsModule } from './order-events';
import { ordersModule } from './orders';
import { profileModule } from './profile';
import { sellerMediaModule } from './seller-media';
import { sellerProductsModule } from './seller-products';
import { sellerStoreModule } from './seller-store';
import { vendorsModule } from './vendors';
import { videosModule } from './videos';

/**
 * Every module of the API, each its index.ts's one plugin; app.ts registers them in this order
 * with the module context. Mail comes first: onClose hooks run in reverse order, so the mail
 * queue is drained last, after a module stopping (the orders' lapse sweep) has queued its mail.
 */
export const modules: readonly SouqModule[] = [
  mailModule,
  healthModule,
  configModule,
  catalogueModule,
  vendorsModule,
  videosModule,
  newsletterModule,
  mediaModule,
  authModule,
  profileModule,
  ordersModule,
  deliveryFeeModule,
  orderEventsModule,
  addressesModule,
  geocodingModule,
  sellerProductsModule,
  sellerMediaModule,
  sellerStoreModule,
  adminStoresModule,
  adminCategoriesModule,
  adminAuditModule,
  adminCustomersModule,
  adminDashboardModule,
];
