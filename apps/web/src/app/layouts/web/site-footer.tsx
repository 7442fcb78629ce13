import { common } from '@souq/domain/locales/ar/common';
import { footer } from '@souq/domain/locales/ar/footer';
import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useSellerSite } from '@/features/config/site-config';

const shopLinks = [
  { to: paths.web.products(), label: nav.products },
  { to: paths.web.vendorsMap(), label: nav.vendorsMap },
  { to: paths.web.reels(), label: nav.reels },
  { to: paths.web.cart(), label: nav.cart },
];

export function SiteFooter() {
  const sellerSite = useSellerSite();
  return (
    <footer className="on-dark mt-16 bg-primary-950 text-primary-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-extrabold text-white">{common.appName}</p>
          <p className="text-primary-100">{footer.about}</p>
        </div>
        <div>
          <h2 className="mb-2 font-bold text-white">{footer.shopHeading}</h2>
          <ul className="flex flex-col gap-1">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-primary-100 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-bold text-white">{footer.helpHeading}</h2>
          <ul className="flex flex-col gap-1 text-primary-100">
            <li>{footer.paymentMethods}</li>
            <li>{footer.fulfilment}</li>
            <li>
              <a
                href={sellerSite.href}
                target={sellerSite.external ? '_blank' : undefined}
                rel={sellerSite.external ? 'noopener noreferrer' : undefined}
                className="inline-flex items-center gap-1 font-semibold text-accent-300 underline-offset-4 hover:underline"
              >
                {footer.joinAsSeller}
                {sellerSite.external && (
                  <>
                    <span className="sr-only">{footer.opensInNewTab}</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </>
                )}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-primary-900 px-4 py-4 text-center text-sm text-primary-200">
        {footer.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}
