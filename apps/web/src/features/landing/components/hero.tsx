import { landing } from '@souq/domain/locales/ar/landing';
import { paths } from '@souq/domain/paths';
import {
  ArrowRight,
  CircleCheck,
  ExternalLink,
  ShieldCheck,
  ShoppingBag,
  Store,
  Truck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSellerSite } from '@/features/config/site-config';

const text = landing.hero;

/** Opening band: headline, the two calls to action, and what makes buying here easy. */
export function Hero() {
  const sellerSite = useSellerSite();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden bg-primary-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -end-24 size-80 rounded-full bg-primary-700/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div className="flex flex-col gap-5">
          <p className="w-fit rounded-pill bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200">
            {text.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl"
          >
            {text.title}
          </h1>
          <p className="max-w-2xl text-lg text-primary-50">{text.text}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.web.products()}
              className={buttonStyles({ variant: 'accent', size: 'lg' })}
            >
              {text.startShopping}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Link>
            <a
              href={sellerSite.href}
              target={sellerSite.external ? '_blank' : undefined}
              rel={sellerSite.external ? 'noopener noreferrer' : undefined}
              className={buttonStyles({ variant: 'outlineOnDark', size: 'lg' })}
            >
              <Store aria-hidden="true" className="size-5" />
              {text.joinAsSeller}
              {sellerSite.external && (
                <>
                  <span className="sr-only">{text.opensInNewTab}</span>
                  <ExternalLink aria-hidden="true" className="size-4" />
                </>
              )}
            </a>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-primary-50">
            {text.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4 text-accent-300" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** Decorative only: a bag surrounded by what the marketplace offers. */
function HeroIllustration() {
  const orbit = [
    { Icon: Store, place: 'top-0 start-6' },
    { Icon: Truck, place: 'top-10 end-0' },
    { Icon: Wallet, place: 'bottom-4 start-0' },
    { Icon: ShieldCheck, place: 'bottom-0 end-10' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto hidden size-72 lg:block">
      <div className="absolute inset-10 flex items-center justify-center rounded-full bg-primary-800 shadow-raised">
        <ShoppingBag className="size-24 text-accent-300" strokeWidth={1.5} />
      </div>
      {orbit.map(({ Icon, place }) => (
        <div
          key={place}
          className={`absolute ${place} flex size-16 items-center justify-center rounded-2xl bg-white text-primary-800 shadow-raised`}
        >
          <Icon className="size-8" />
        </div>
      ))}
    </div>
  );
}
