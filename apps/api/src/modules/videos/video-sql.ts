import { type SQL, sql } from 'drizzle-orm';

export interface VideoFilter {
  vendorId?: string;
  limit: number;
  offset: number;
}

/**
 * Only what a shopper may see: a video whose product still exists and is active, sold by an
 * active store (the product_id foreign key cascades deletes; is_active hides the rest). The
 * video's vendor must be the product's, so a mislabelled row never shows under another shop.
 */
const visibleJoins = sql`from product_videos rv
    join products p on p.id = rv.product_id and p.is_active and p.store_active`;

function visibleWhere(filter: VideoFilter): SQL {
  const byVendor = filter.vendorId ? sql`and rv.vendor_id = ${filter.vendorId}` : sql``;
  return sql`where rv.vendor_id = p.vendor_id ${byVendor}`;
}

/**
 * One page of videos, newest first (the order of product_videos_created_idx), each with its
 * product as export-products shows it (its card, product_cards: no N+1, no aggregation).
 */
export function videoPageQuery(filter: VideoFilter): SQL {
  return sql`select
      rv.id as video_id, rv.video_url, rv.poster_url, rv.duration_seconds,
      rv.created_at as video_created_at, pc.card::json as product
    ${visibleJoins}
    join product_cards pc on pc.product_id = p.id
    ${visibleWhere(filter)}
    order by rv.created_at desc, rv.id
    limit ${filter.limit} offset ${filter.offset}`;
}

export function videoCountQuery(filter: VideoFilter): SQL {
  return sql`select count(*)::int as total ${visibleJoins} ${visibleWhere(filter)}`;
}
