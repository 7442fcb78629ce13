import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';

interface ContinueButtonProps {
  ready: boolean;
  /** The element that says why it is disabled. */
  reasonId?: string;
  className?: string;
  /** The cart group to order (cart-groups.ts); without it, the cart's only group. */
  group?: string;
  /** Names the group when the cart has several ('continue' alone would not say which). */
  label?: string;
  /** The full name when the visible label needs its surroundings ('this group'). */
  ariaLabel?: string;
}

/**
 * Spec orders §2: continue goes to checkout only when checkout is allowed. A real disabled button
 * (not a link) so it cannot be followed; it points at the issues that hold it back.
 */
export function ContinueButton({
  ready,
  reasonId,
  className,
  group,
  label,
  ariaLabel,
}: ContinueButtonProps) {
  const navigate = useNavigate();
  const paths = useShopperPaths();
  return (
    <button
      type="button"
      disabled={!ready}
      aria-label={ariaLabel}
      aria-describedby={ready ? undefined : reasonId}
      onClick={() => navigate(paths.checkout(group))}
      className={buttonStyles({ size: 'lg', className })}
    >
      {label ?? t.continue}
      {/* "Forward" points left in Arabic: the LTR arrow, mirrored. */}
      <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  );
}
