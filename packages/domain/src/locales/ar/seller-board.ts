import { countPhrase } from '../../arabic-plural';
import type { OrderGroup } from '../../order-status';
import { countNouns } from './counts';

/**
 * The seller's live orders board (/seller/orders, docs/decisions/017-order-operations.md
 * "Board" and "Live board"). The spec does not show vendor screens; these follow the voice of
 * its shopper messages. Status, payment and fulfilment names come from orders.ts and
 * seller-orders.ts so the store and the customer read the same words.
 */
export const sellerBoardText = {
  title: 'الطلبات',
  /** The orders item of the console's navigation. */
  navLabel: 'الطلبات',
  newBadge: (count: number) => countPhrase(count, countNouns.newOrders),
  groupsLabel: 'مجموعات الطلبات',
  groups: {
    new: 'جديدة',
    in_progress: 'قيد التنفيذ',
    ready: 'جاهزة',
    done: 'مكتملة',
    cancelled: 'ملغاة',
  } satisfies Record<OrderGroup, string>,
  groupCount: (group: string, count: number) => `${group}: ${count}`,
  search: 'ابحث برقم الطلب أو اسم العميل أو هاتفه',
  loading: 'جارٍ تحميل الطلبات...',
  loadFailed: 'تعذر تحميل الطلبات',
  empty: {
    new: 'لا طلبات جديدة الآن',
    in_progress: 'لا طلبات قيد التنفيذ',
    ready: 'لا طلبات جاهزة للتسليم',
    done: 'لم يكتمل أي طلب بعد',
    cancelled: 'لا طلبات ملغاة',
  } satisfies Record<OrderGroup, string>,
  emptyNewText: 'تظهر الطلبات الجديدة هنا فور وصولها، دون إعادة تحميل الصفحة.',
  noResults: 'لا طلبات تطابق بحثك في هذه المجموعة',
  shown: (range: string, total: number) => `الطلبات ${range} من ${total}`,
  /** A suspended store keeps working its open orders (docs/design.md "The operating side"). */
  suspended: 'متجرك موقوف: لا يظهر للمتسوقين ولا تصله طلبات جديدة، ويمكنك إكمال الطلبات المفتوحة.',
  live: 'مباشر: تصل الطلبات الجديدة فوراً',
  polling: 'الاتصال المباشر متوقف مؤقتاً، نحدّث القائمة كل 15 ثانية',
  sound: 'تنبيه صوتي عند وصول طلب جديد',
  /** Opens the orders export (features/seller-orders-export) under the board's title. */
  exportCsv: 'تصدير CSV',
  card: {
    number: 'طلب رقم',
    customer: 'العميل',
    phone: 'الهاتف',
    items: (count: number) => countPhrase(count, countNouns.products),
    total: 'المجموع',
    payment: 'الدفع',
    /** Short enough for a phone's card; the order screen says which order shares it. */
    duplicateReceipt: 'إيصال مكرر',
  },
  /** The dashboard's card that leads to the board. */
  dashboard: {
    newOrders: 'طلبات جديدة',
    openBoard: 'إدارة الطلبات',
  },
  /** The tab title while new orders wait: "(3) الطلبات | سوق". */
  tabTitle: (count: number, title: string) => `(${count}) ${title}`,
};
