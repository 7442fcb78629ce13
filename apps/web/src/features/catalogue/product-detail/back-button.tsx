import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useTreePaths } from '@/lib/tree-paths';

/**
 * Back in history when the shopper came from inside the app, else to `fallback` (the home of
 * the route tree when none is given).
 */
export function BackButton({ fallback }: { fallback?: string }) {
  const navigate = useNavigate();
  const home = useTreePaths().home();
  const onBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback ?? home);
  };
  return (
    <button
      type="button"
      onClick={onBack}
      className={buttonStyles({ variant: 'ghost', size: 'sm' })}
    >
      <ArrowRight aria-hidden="true" className="size-5 ltr:-scale-x-100" />
      {t.back}
    </button>
  );
}
