import { sql } from 'drizzle-orm';

/**
 * The columns of one product as the catalogue shape needs them, with its images and variants
 * aggregated in the same row (no N+1). Expects the aliases `p` (products), `v`
 * (vendor_profiles) and `c` (categories) in the surrounding query. Shared by every module
 * that returns products, so the row a mapper receives is the same everywhere. Pickup and
 * delivery are offered only when the product and its store both offer them (the store's own
 * switches, docs/decisions/016-seller-console.md).
 */
export const productRowColumns = sql`
      p.id, p.name, p.description, p.base_price, p.currency, p.stock_count, p.category_id,
      p.vendor_id, (p.delivery_available and v.offers_delivery) as delivery_available,
      p.delivery_price, (p.pickup_available and v.offers_pickup) as pickup_available,
      p.availability_mode, p.payment_cash_on_delivery, p.payment_shamcash,
      p.payment_goldmasters, p.created_at, v.vendor_name, c.name as category_name,
      coalesce((
        select json_agg(i.image_url order by i.sort_order, i.created_at, i.id)
        from product_images i where i.product_id = p.id
      ), '[]') as image_urls,
      coalesce((
        select json_agg(json_build_object(
          'id', pv.id, 'size', pv.size, 'color', pv.color,
          'price_adjustment', pv.price_adjustment, 'stock_count', pv.stock_count
        ) order by pv.created_at, pv.id)
        from product_variants pv where pv.product_id = p.id
      ), '[]') as variants`;
