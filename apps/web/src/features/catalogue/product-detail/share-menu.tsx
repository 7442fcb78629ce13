import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { withQuery } from '@souq/domain/url';
import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { currentShareRoute, shareableUrl, shareNatively } from '@/features/native/share';
import { notify } from '@/lib/notify';

/** Spec discovery §4: the copied state lasts 2 s. */
export const COPIED_MS = 2000;

/** The three share targets of the spec: a messaging app, a microblog, a social site. */
export function shareLinks(url: string) {
  return [
    { label: t.shareWhatsApp, href: withQuery('https://wa.me/', { text: url }) },
    { label: t.shareX, href: withQuery('https://twitter.com/intent/tweet', { url }) },
    {
      label: t.shareFacebook,
      href: withQuery('https://www.facebook.com/sharer/sharer.php', { u: url }),
    },
  ];
}

/**
 * The device's share sheet (the Capacitor plugin in the app, the Web Share API in browsers
 * that have it); otherwise a small menu of links and copy.
 */
export function ShareMenu({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Read when used: the server draws this button too (decision 038), and has no window.
  const shareUrl = () => shareableUrl(location.pathname);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const onShare = async () => {
    const route = currentShareRoute();
    // natively the system sheet; only if it breaks does the menu open instead
    const url = shareUrl();
    if (route === 'native' && (await shareNatively(title, url)) !== 'failed') return;
    if (route === 'web-share') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    setOpen((value) => !value);
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl());
      setCopied(true);
      notify.success(t.copied);
    } catch {
      notify.error(t.copyFailed);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => void onShare()}
        aria-expanded={open}
        aria-controls={menuId}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t.share}
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t.shareMenu}
          className="absolute end-0 top-full z-20 mt-2 flex w-52 flex-col rounded-card border border-neutral-200 bg-white p-1 shadow-raised dark:border-neutral-700 dark:bg-neutral-900"
        >
          {shareLinks(shareUrl()).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center rounded-lg px-3 hover:bg-neutral-100 dark:hover:bg-neutral-800"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void onCopy()}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4 text-primary-700" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t.copied : t.copyLink}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
