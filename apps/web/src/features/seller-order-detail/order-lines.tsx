import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { formatMoney } from '@souq/domain/money';
import { OrderItems } from '@/features/orders/order-items';
import type { SellerOrderDetail } from './api';
import { DetailCard, Fact } from './detail-card';

const t = sellerOrderDetailText;

/** What was bought (variants, quantities, prices) and what it comes to with the delivery fee. */
export function OrderLines({ order }: { order: SellerOrderDetail }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <DetailCard title={t.items}>
      <OrderItems order={order} />
      <dl className="flex flex-col gap-1 border-t border-neutral-200 pt-3 dark:border-neutral-700">
        <Fact label={t.subtotal}>{money(order.subtotal_amount)}</Fact>
        {order.delivery_requested && (
          <Fact label={t.deliveryFee}>
            {order.delivery_fee === null ? t.feeUnknown : money(order.delivery_fee)}
          </Fact>
        )}
        <div className="mt-1 flex justify-between gap-3 text-lg">
          <dt className="font-bold">{t.total}</dt>
          <dd className="font-extrabold text-primary-800 dark:text-primary-300">
            {money(order.total_amount)}
          </dd>
        </div>
      </dl>
    </DetailCard>
  );
}
