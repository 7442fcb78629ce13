import { DEMO_VENDOR_EMAIL } from './vendors';

/** The password every demo account shares; the README prints it next to the emails. */
export const DEMO_PASSWORD = 'souq-demo-1234';

export interface SeedAccount {
  key: string;
  email: string;
  name: string;
  /** Stored role; admin rights come from ADMIN_EMAILS, so the admin is a 'shopper' here. */
  role: 'shopper' | 'vendor';
  phone: string | null;
  /** A shopper profile (clients row) with a delivery address, for the shopper only. */
  client: {
    address: string;
    formattedAddress: string;
    deliveryNotes: string;
    latitude: number;
    longitude: number;
  } | null;
}

export const seedAccounts: SeedAccount[] = [
  {
    key: 'shopper',
    email: 'shopper@souq.test',
    name: 'سارة الشامي',
    role: 'shopper',
    phone: '+963 944 210 587',
    client: {
      address: 'شارع أبو رمانة، بناء 12، الطابق الثالث',
      formattedAddress: 'شارع أبو رمانة، بناء 12، الطابق الثالث، أبو رمانة، دمشق، سوريا',
      deliveryNotes: 'الجرس الثاني على اليسار، الاتصال قبل الوصول بعشر دقائق',
      latitude: 33.5163,
      longitude: 36.2838,
    },
  },
  {
    key: 'vendor',
    email: DEMO_VENDOR_EMAIL,
    name: 'خالد الحلبي',
    role: 'vendor',
    phone: '+963 944 318 207',
    client: null,
  },
  {
    key: 'admin',
    email: 'admin@souq.test',
    name: 'إدارة سوق',
    role: 'shopper',
    phone: null,
    client: null,
  },
];
