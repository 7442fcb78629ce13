import { formatDate } from '@souq/domain/dates';
import { adminAuditText as t } from '@souq/domain/locales/ar/admin';
import { type AdminAction, SHELL_ACTOR } from '@souq/domain/schemas/admin-actions';

/** One log entry: what was done to which thing, by whom and when, and the reason given. */
export function ActionRow({ entry }: { entry: AdminAction }) {
  return (
    <li className="flex flex-col gap-1 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="font-bold">
          {t.actions[entry.action] ?? entry.action}
          {entry.target_label && <span className="font-normal">: «{entry.target_label}»</span>}
        </p>
        <time
          dateTime={entry.created_at}
          className="ms-auto text-sm text-neutral-600 dark:text-neutral-400"
        >
          {formatDate(entry.created_at, 'dateTime')}
        </time>
      </div>
      <p className="text-sm text-neutral-700 dark:text-neutral-300" dir="auto">
        {entry.admin_email === SHELL_ACTOR ? t.shell : entry.admin_email}
      </p>
      {entry.reason && (
        <p className="text-sm">
          <span className="font-semibold">{t.reason}: </span>
          {entry.reason}
        </p>
      )}
    </li>
  );
}
