import { nav } from '@souq/domain/locales/ar/nav';
import { Menu, X } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

/** The narrow-screen menu button; its label says what pressing it will do. */
export function MenuToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const Icon = open ? X : Menu;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? nav.closeMenu : nav.openMenu}
      onClick={onToggle}
      className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
