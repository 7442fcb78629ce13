import { settingsText } from '@souq/domain/locales/ar/settings';
import { CircleHelp, Mail, Phone } from 'lucide-react';
import { supportContact } from '@/features/config/support-contact';
import { SettingsGroup, settingsRowStyles } from './settings-group';
import { SheetRow } from './sheet-row';

const t = settingsText.mobile;

/** Help: a few real questions and answers, and support by email (and phone when configured). */
export function HelpGroup() {
  return (
    <SettingsGroup id="settings-help" title={t.help}>
      <SheetRow label={t.faq} Icon={CircleHelp}>
        <dl className="flex flex-col gap-4">
          {settingsText.faq.map((item) => (
            <div key={item.question}>
              <dt className="font-bold">{item.question}</dt>
              <dd className="mt-1 leading-relaxed text-neutral-700 dark:text-neutral-300">
                {item.answer}
              </dd>
            </div>
          ))}
        </dl>
      </SheetRow>
      <a href={`mailto:${supportContact.email}`} className={settingsRowStyles}>
        <Mail aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
        <span className="flex flex-1 flex-col">
          {t.contactSupport}
          <span className="text-sm font-normal text-neutral-600 dark:text-neutral-300">
            {t.emailSupport}: <bdi dir="ltr">{supportContact.email}</bdi>
          </span>
        </span>
      </a>
      {supportContact.phone && (
        <a href={`tel:${supportContact.phone.replace(/\s/g, '')}`} className={settingsRowStyles}>
          <Phone aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
          <span className="flex-1">
            {t.callSupport}: <bdi dir="ltr">{supportContact.phone}</bdi>
          </span>
        </a>
      )}
    </SettingsGroup>
  );
}
