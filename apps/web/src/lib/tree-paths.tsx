import { paths } from '@souq/domain/paths';
import { createContext, type ReactNode, use } from 'react';

/** What every route tree links to: shared frames (not found, back) need only this. */
interface CommonPaths {
  home: () => string;
}

/**
 * The link builders of the shopper's two trees (web and /mobile). A screen shared by both
 * asks for these instead of taking link props, so its links stay in the tree it is in.
 */
export interface ShopperPaths extends CommonPaths {
  tree: 'web' | 'mobile';
  products: () => string;
  product: (id: string) => string;
  vendor: (id: string) => string;
  auth: () => string;
  cart: () => string;
  /** One cart group's checkout (a store in one currency); without it, the cart's only group. */
  checkout: (group?: string) => string;
  /** Where a placed order is followed: /my-orders on the web, /mobile/orders. */
  orders: () => string;
  /** One order's page: its timeline, fee and payment status. */
  order: (id: string) => string;
  /** Where 'start shopping' leads: the web's product list, the mobile home. */
  shop: () => string;
}

/** The seller console's builders (/seller/*): one responsive tree for phone and desktop. */
export interface SellerPaths extends CommonPaths {
  tree: 'seller';
  apply: () => string;
  products: () => string;
  newProduct: () => string;
  product: (id: string) => string;
  importProducts: () => string;
  settings: (section?: string) => string;
}

/** The operator's console (/admin/*): administrators only. */
export interface AdminPaths extends CommonPaths {
  tree: 'admin';
  stores: () => string;
  categories: () => string;
  orders: () => string;
  order: (id: string) => string;
  customers: () => string;
  newsletter: () => string;
  actions: () => string;
}

/** Every tree's builders, told apart by `tree`; each tree's layout provides its own. */
export type TreePaths = ShopperPaths | SellerPaths | AdminPaths;

export const treePaths = {
  web: {
    tree: 'web',
    home: paths.web.home,
    products: paths.web.products,
    product: paths.web.product,
    vendor: paths.web.vendor,
    auth: () => paths.web.auth(),
    cart: paths.web.cart,
    checkout: paths.web.checkout,
    orders: paths.web.myOrders,
    order: paths.web.order,
    shop: paths.web.products,
  },
  mobile: {
    tree: 'mobile',
    home: paths.mobile.home,
    products: paths.mobile.products,
    product: paths.mobile.product,
    vendor: paths.mobile.vendor,
    auth: paths.mobile.auth,
    cart: paths.mobile.cart,
    checkout: paths.mobile.checkout,
    orders: paths.mobile.orders,
    order: paths.mobile.order,
    shop: paths.mobile.home,
  },
  seller: {
    tree: 'seller',
    home: paths.seller.home,
    apply: paths.seller.apply,
    products: paths.seller.products,
    newProduct: paths.seller.newProduct,
    product: paths.seller.product,
    importProducts: paths.seller.importProducts,
    settings: paths.seller.settings,
  },
  admin: {
    tree: 'admin',
    home: paths.admin.home,
    stores: paths.admin.stores,
    categories: paths.admin.categories,
    orders: paths.admin.orders,
    order: paths.admin.order,
    customers: paths.admin.customers,
    newsletter: paths.admin.newsletter,
    actions: paths.admin.actions,
  },
} as const satisfies Record<string, TreePaths>;

const TreePathsContext = createContext<TreePaths | null>(null);

/** Set once by each tree's layout (app/layouts/*): everything inside links within it. */
export function TreePathsProvider({ paths, children }: { paths: TreePaths; children: ReactNode }) {
  return <TreePathsContext value={paths}>{children}</TreePathsContext>;
}

/** The builders of the tree being rendered, whichever it is. */
export function useTreePaths(): TreePaths {
  const current = use(TreePathsContext);
  if (!current) throw new Error('useTreePaths: rendered outside a route tree layout');
  return current;
}

/** The builders of the web or the mobile tree, for screens both of them show. */
export function useShopperPaths(): ShopperPaths {
  const current = useTreePaths();
  if (current.tree !== 'web' && current.tree !== 'mobile') {
    throw new Error(`useShopperPaths: the ${current.tree} tree is not a shopper tree`);
  }
  return current;
}

/** The builders of the /seller tree, for the console's screens. */
export function useSellerPaths(): SellerPaths {
  const current = useTreePaths();
  if (current.tree !== 'seller') {
    throw new Error(`useSellerPaths: the ${current.tree} tree is not the seller tree`);
  }
  return current;
}
