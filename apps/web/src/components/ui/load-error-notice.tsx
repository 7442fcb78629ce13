import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { RefreshCw, ServerCrash, WifiOff } from 'lucide-react';
import { loadErrorKind } from '@/lib/load-error';
import { buttonStyles } from './button-styles';
import { SectionNotice } from './section-notice';

interface LoadErrorNoticeProps {
  /** The query's error: no network and a server failure read differently. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** A whole page (a heading) rather than a section of one. */
  page?: boolean;
  /**
   * What failed, in the screen's own words (the spec's 'تعذر تحميل الفيديوهات...', or
   * 'تعذر تحميل الطلبات'); the sentence under it and the icon still tell no network from a
   * server failure.
   */
  title?: string;
}

/**
 * Stands in for data that failed to load for a reason other than 'not found' (callers show
 * their own not-found screen when loadErrorKind says so): offline or server error, each in
 * its own words, with a retry.
 */
export function LoadErrorNotice({
  error,
  onRetry,
  retrying,
  page = false,
  title,
}: LoadErrorNoticeProps) {
  const offline = loadErrorKind(error) === 'offline';
  const kind = offline ? loadErrorsText.offline : loadErrorsText.server;
  const text = { title: title ?? kind.title, text: kind.text };
  const Icon = offline ? WifiOff : ServerCrash;
  const notice = (
    <SectionNotice
      icon={<Icon aria-hidden="true" className="size-8" />}
      title={text.title}
      text={text.text}
    >
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonStyles({ className: 'mt-2' })}
      >
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? common.loading : common.retry}
      </button>
    </SectionNotice>
  );
  if (!page) return notice;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <h1 className="sr-only">{text.title}</h1>
      {notice}
    </section>
  );
}
