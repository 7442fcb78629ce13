import { MAX_VENDOR_PRODUCTS } from '@souq/domain/schemas/vendors';
import { type SQL, sql } from 'drizzle-orm';

export interface VendorFilter {
  vendorId?: string;
  limit: number;
  offset: number;
}

/** Only what a shopper may see: active vendors. */
function activeVendors(filter: VendorFilter): SQL {
  const byId = filter.vendorId ? sql`and v.id = ${filter.vendorId}` : sql``;
  return sql`from vendor_profiles v where v.is_active ${byId}`;
}

/**
 * One page of vendors with their store images and product totals, in one round trip: the page
 * is cut first (by the normalised name, code point order, then id: the same on every server),
 * then each of its rows gets its images as a JSON array and its totals from one lateral
 * aggregate, which also gathers the distinct categories of its active products (the vendors
 * map filters by category without downloading products, decision 008). The owner's account is
 * deliberately not selected.
 * A product with variants is stocked by its variants (spec: variant-derived stock).
 */
export function vendorPageQuery(filter: VendorFilter): SQL {
  return sql`with page as (
      select v.id, row_number() over (order by v.name_search collate "C", v.id) as position
      ${activeVendors(filter)}
      order by v.name_search collate "C", v.id
      limit ${filter.limit} offset ${filter.offset}
    )
    select
      v.id, v.vendor_name, v.description, v.brand_logo_url, v.banner_image_url,
      v.formatted_address, v.city, v.phone_number, v.latitude, v.longitude,
      v.delivery_radius_km, v.layout_template, v.color_pattern, v.custom_css,
      v.shamcash_account, v.goldmasters_account,
      to_char(v.opens_at, 'HH24:MI') as opens_at, to_char(v.closes_at, 'HH24:MI') as closes_at,
      v.closed_days, v.offers_pickup, v.offers_delivery,
      coalesce((
        select json_agg(i.image_url order by i.sort_order, i.created_at, i.id)
        from vendor_store_images i where i.vendor_id = v.id
      ), '[]') as image_urls,
      totals.total_products, totals.total_stock, totals.product_categories
    from page
    join vendor_profiles v on v.id = page.id
    cross join lateral (
      select count(*)::int as total_products,
        coalesce(sum(coalesce(variant_stock.units, p.stock_count)), 0)::bigint as total_stock,
        coalesce(
          to_json(array_agg(distinct c.name order by c.name) filter (where c.name is not null)),
          '[]'
        ) as product_categories
      from products p
      left join categories c on c.id = p.category_id
      left join lateral (
        select sum(pv.stock_count) as units from product_variants pv where pv.product_id = p.id
      ) as variant_stock on true
      where p.vendor_id = v.id and p.is_active
    ) as totals
    order by page.position`;
}

export function vendorCountQuery(filter: VendorFilter): SQL {
  return sql`select count(*)::int as total ${activeVendors(filter)}`;
}

/**
 * The newest listed products of each given vendor as export-products shows them (their cards,
 * product_cards), in one query.
 */
export function vendorProductsQuery(vendorIds: readonly string[]): SQL {
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`select pc.card::json as product
    from vendor_profiles v
    cross join lateral (
      select p.id, p.created_at from products p
      where p.vendor_id = v.id and p.is_active and p.store_active
      order by p.created_at desc nulls last, p.id
      limit ${MAX_VENDOR_PRODUCTS}
    ) as p
    join product_cards pc on pc.product_id = p.id
    where v.id in (${ids}) and v.is_active
    order by v.id, p.created_at desc nulls last, p.id`;
}
