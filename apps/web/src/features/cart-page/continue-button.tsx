import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

interface ContinueButtonProps {
  ready: boolean;
  checkoutHref: string;
  /** The element that says why it is disabled. */
  reasonId?: string;
  className?: string;
}

/**
 * Spec §2: continue goes to checkout only when checkout is allowed. A real disabled button
 * (not a link) so it cannot be followed; it points at the issues that hold it back.
 */
export function ContinueButton({ ready, checkoutHref, reasonId, className }: ContinueButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={!ready}
      aria-describedby={ready ? undefined : reasonId}
      onClick={() => navigate(checkoutHref)}
      className={buttonStyles({ size: 'lg', className })}
    >
      {t.continue}
      {/* "Forward" points left in Arabic: the LTR arrow, mirrored. */}
      <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  );
}
