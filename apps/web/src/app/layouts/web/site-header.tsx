import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useAuth } from '@/features/auth/use-auth';
import { AccountSlot } from './account-slot';
import { CartLink } from './cart-link';
import { MenuToggle } from './menu-toggle';
import { PrimaryLinks } from './primary-links';
import { SiteLogo } from './site-logo';
import { useMenuState } from './use-menu-state';

const MENU_ID = 'site-menu';

/**
 * Top navigation of the web tree (spec: landing page, navigation). Wide screens show the
 * links inline; narrow ones (down to 360 px) fold links and account into a menu.
 */
export function SiteHeader() {
  const auth = useAuth();
  const menu = useMenuState();

  if (auth.status === 'needsProfile') {
    // Spec: an incomplete profile sees only the prompt and the button to complete it.
    return (
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <SiteLogo />
          <p className="flex items-center gap-2">
            <span className="hidden font-semibold text-neutral-800 sm:inline">
              {nav.completeProfilePrompt}
            </span>
            <Link to={paths.web.completeProfile()} className={buttonStyles({ size: 'sm' })}>
              <UserRoundPen aria-hidden="true" className="size-4" />
              <span className="sm:hidden">{nav.completeProfilePrompt}</span>
              <span className="hidden sm:inline">{nav.completeProfileButton}</span>
            </Link>
          </p>
        </div>
      </header>
    );
  }

  const signedIn = auth.status === 'signedIn';
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <SiteLogo />
        <nav aria-label={nav.mainNavigation} className="ms-4 hidden md:block">
          <PrimaryLinks signedIn={signedIn} />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden md:block">
            <AccountSlot auth={auth} />
          </div>
          <CartLink />
          <div ref={menu.toggleRef}>
            <MenuToggle open={menu.open} controls={MENU_ID} onToggle={menu.toggle} />
          </div>
        </div>
      </div>
      <div
        id={MENU_ID}
        hidden={!menu.open}
        className="border-t border-neutral-200 bg-white px-4 py-3 md:hidden"
      >
        <nav aria-label={nav.mainNavigation}>
          <PrimaryLinks signedIn={signedIn} stacked />
        </nav>
        <div className="mt-3 border-t border-neutral-200 pt-3">
          <AccountSlot auth={auth} stacked />
        </div>
      </div>
    </header>
  );
}
