import { storeFieldText } from '@souq/domain/locales/ar/seller';
import { MapPinned } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { errorStyles, labelStyles } from '@/components/ui/form/input-styles';
import { LocationPickerDialog } from '@/features/location-picker/location-picker-dialog';
import type { ConfirmedLocation } from '@/features/location-picker/picked-location';
import { cn } from '@/lib/cn';
import { latinDigits } from '@/lib/latin-digits';

const t = storeFieldText;

/** Typed text to the number a schema reads; empty stays invalid (NaN) instead of 0. */
export function numberFrom(text: string): number {
  const clean = latinDigits(text).trim();
  return clean === '' ? Number.NaN : Number(clean);
}

export interface StorePosition {
  formatted_address: string;
  latitude: number | null;
  longitude: number | null;
}

interface StoreLocationFieldProps {
  value: StorePosition;
  error?: string | undefined;
  onPicked: (location: ConfirmedLocation) => void;
}

/** The store's position as its address, chosen with the shoppers' own location picker. */
export function StoreLocationField({ value, error, onPicked }: StoreLocationFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { formatted_address: address, latitude, longitude } = value;
  const initial =
    latitude !== null && longitude !== null && address
      ? { lat: latitude, lng: longitude, address }
      : null;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={labelStyles}>
        {t.location}
      </span>
      <p
        id={`${id}-address`}
        data-testid="store-address"
        className={cn(
          'rounded-xl border border-dashed px-3 py-2.5 break-words',
          address
            ? 'border-primary-300 bg-primary-50 font-semibold dark:bg-primary-950'
            : 'border-neutral-300 text-neutral-700 dark:text-neutral-300',
          error && 'border-danger-600',
        )}
      >
        {address || t.noLocation}
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-describedby={`${id}-address`}
        className={buttonStyles({ variant: 'outline', className: 'self-start' })}
      >
        <MapPinned aria-hidden="true" className="size-5 text-primary-700" />
        {address ? t.changeLocation : t.chooseLocation}
      </button>
      {error && <p className={errorStyles}>{error}</p>}
      {open && (
        <LocationPickerDialog
          open
          initial={initial}
          initialNotes=""
          onCancel={() => setOpen(false)}
          onConfirm={(location) => {
            setOpen(false);
            onPicked(location);
          }}
        />
      )}
    </div>
  );
}

interface CheckRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A large, thumb-friendly checkbox row (pickup, delivery, payment ways, closed days). */
export function CheckRow({ label, hint, checked, onChange }: CheckRowProps) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 px-3 py-2 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-neutral-700 dark:has-[:checked]:bg-primary-950">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-primary-700"
      />
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        {hint && <span className="text-sm text-neutral-600 dark:text-neutral-300">{hint}</span>}
      </span>
    </label>
  );
}

interface FulfilmentChoiceProps {
  pickup: boolean;
  delivery: boolean;
  error?: string | undefined;
  onChange: (name: 'offers_pickup' | 'offers_delivery', checked: boolean) => void;
}

/** Pickup and delivery: at least one (the schema says so on offers_delivery). */
export function FulfilmentChoice({ pickup, delivery, error, onChange }: FulfilmentChoiceProps) {
  return (
    <div className="flex flex-col gap-2">
      <CheckRow
        label={t.pickup}
        hint={t.pickupHint}
        checked={pickup}
        onChange={(checked) => onChange('offers_pickup', checked)}
      />
      <CheckRow
        label={t.delivery}
        hint={t.deliveryHint}
        checked={delivery}
        onChange={(checked) => onChange('offers_delivery', checked)}
      />
      {error && (
        <p role="alert" className={errorStyles}>
          {error}
        </p>
      )}
    </div>
  );
}
