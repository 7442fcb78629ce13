import { Component as Apply } from '@/routes/seller/apply';
import { Component as Home } from '@/routes/seller/home';
import { Component as ImportProducts } from '@/routes/seller/import-products';
import { Component as NewProduct } from '@/routes/seller/new-product';
import { Component as Product } from '@/routes/seller/product';
import { Component as Products } from '@/routes/seller/products';
import { Component as Settings } from '@/routes/seller/settings';
import { renderRoutes } from './render';

/** The /seller screens at their paths (the layout aside), and a catch-all to see redirects. */
export function renderSeller(path: string) {
  return renderRoutes(
    [
      {
        path: '/seller',
        children: [
          { index: true, Component: Home },
          { path: 'apply', Component: Apply },
          { path: 'products', Component: Products },
          { path: 'products/new', Component: NewProduct },
          { path: 'products/import', Component: ImportProducts },
          { path: 'products/:id', Component: Product },
          { path: 'settings', Component: Settings },
          { path: 'settings/:section', Component: Settings },
        ],
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}
