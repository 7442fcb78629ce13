import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import type { Order } from '@souq/domain/schemas/orders';
import { Camera, CircleCheckBig, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { isNativePlatform } from '@/features/native/native-platform';
import { failureOf } from './api';
import { nativeProofPhoto, shrinkPhoto } from './proof-photo';

const t = sellerOrderDetailText;

interface ProofDialogProps {
  orderNumber: string;
  /** The proof already on the order, if any. */
  proofUrl: string | null;
  busy: boolean;
  upload: (photo: Blob) => Promise<Order>;
  /** Posts 'delivered'; resolves with the failure's Arabic message, or undefined when done. */
  deliver: () => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * Delivering a delivery order takes its hand-over photo first (the API refuses otherwise with
 * DELIVERY_PROOF_REQUIRED): the phone's camera, the photo uploaded and shown, then the move.
 * A proof already uploaded is shown and delivering is one tap.
 */
export function ProofDialog(props: ProofDialogProps) {
  const { orderNumber, busy, upload, deliver, onClose } = props;
  const [proofUrl, setProofUrl] = useState(props.proofUrl);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const working = busy || uploading;

  const send = async (photo: Blob) => {
    setFailure(undefined);
    setUploading(true);
    try {
      const order = await upload(await shrinkPhoto(photo));
      setProofUrl(order.delivery_proof_url);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setUploading(false);
    }
  };
  const takePhoto = async () => {
    if (!isNativePlatform()) return input.current?.click();
    try {
      const photo = await nativeProofPhoto();
      if (photo) await send(photo);
    } catch {
      setFailure(t.proof.cameraFailed);
    }
  };

  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title={t.proof.title}
      closeLabel={t.close}
    >
      <ModalBody>
        {proofUrl ? (
          <img
            src={proofUrl}
            alt={t.proof.alt(orderNumber)}
            className="max-h-[50vh] w-full rounded-xl bg-neutral-100 object-contain dark:bg-neutral-800"
          />
        ) : (
          <p>{t.proof.needed}</p>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          // The visible button below opens it: one control for a screen reader, not two.
          aria-hidden="true"
          tabIndex={-1}
          aria-label={t.proof.take}
          onChange={(event) => {
            const photo = event.target.files?.[0];
            event.target.value = '';
            if (photo) void send(photo);
          }}
        />
        <button
          type="button"
          disabled={working}
          onClick={() => void takePhoto()}
          className={buttonStyles({ variant: proofUrl ? 'outline' : 'primary' })}
        >
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Camera aria-hidden="true" className="size-5" />
          )}
          {uploading ? t.proof.uploading : proofUrl ? t.proof.retake : t.proof.take}
        </button>
        {failure && <FormAlert tone="error" message={failure} />}
      </ModalBody>
      <ModalFooter>
        <button
          type="button"
          disabled={working || !proofUrl}
          onClick={async () => setFailure(await deliver())}
          className={buttonStyles()}
        >
          <CircleCheckBig aria-hidden="true" className="size-5" />
          {t.moves.delivered}
        </button>
        <button
          type="button"
          disabled={working}
          onClick={onClose}
          className={buttonStyles({ variant: 'outline' })}
        >
          {t.keep}
        </button>
      </ModalFooter>
    </ModalFrame>
  );
}
