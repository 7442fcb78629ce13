import { pwaText } from '@souq/domain/locales/ar/pwa';
import { SwitchRow } from '@/components/ui/switch';
import { useDataSaver } from './use-data-saver';

/** The shopper's data saver switch; kept on this device only, like the cart. */
export function DataSaverSwitch() {
  const [on, set] = useDataSaver();
  return (
    <SwitchRow
      label={pwaText.dataSaver}
      hint={pwaText.dataSaverHint}
      checked={on}
      onCheckedChange={set}
    />
  );
}
