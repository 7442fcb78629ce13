import { settingsText as t } from '@souq/domain/locales/ar/settings';
import { MapPin } from 'lucide-react';
import { SectionNotice } from '../../../components/ui/section-notice';

/**
 * The addresses tab frame only: saved addresses arrive with the addresses feature, which
 * replaces this note. Nothing is invented in the meantime.
 */
export function AddressesTabNote() {
  return (
    <SectionNotice
      icon={<MapPin aria-hidden="true" className="size-8" />}
      title={t.addresses.title}
      text={t.addresses.text}
    />
  );
}
