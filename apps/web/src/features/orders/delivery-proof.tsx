import { ordersText } from '@souq/domain/locales/ar/orders';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

const t = ordersText.card;

/**
 * Spec orders §4: the delivery-proof image of a delivered order, fetched only when the shopper asks
 * to see it (a photo is heavy on mobile data); a failed load says so instead of a broken image.
 */
export function DeliveryProof({ url, orderNumber }: { url: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        {open ? t.hideProof : t.showProof}
      </button>
      {open &&
        (failed ? (
          <p role="alert" className="flex items-center gap-2 text-sm font-semibold text-danger-700">
            <ImageOff aria-hidden="true" className="size-5" />
            {ordersText.deliveryProofFailed}
          </p>
        ) : (
          <img
            src={url}
            alt={t.proofAlt(orderNumber)}
            onError={() => setFailed(true)}
            className="max-h-80 w-full rounded-xl bg-neutral-100 object-contain"
          />
        ))}
    </div>
  );
}
