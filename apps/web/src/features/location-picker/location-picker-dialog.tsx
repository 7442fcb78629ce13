import { addressText } from '@souq/domain/locales/ar/addresses';
import { locationValidity } from '@souq/domain/location-validity';
import { DEFAULT_ADDRESS_LOCATION } from '@souq/domain/schemas/addresses';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { LazyPickerMap } from './lazy-picker-map';
import { LocateMeButton } from './locate-me-button';
import { type ConfirmedLocation, confirmLocation, type PickedLocation } from './picked-location';
import { PlaceSearch } from './place-search';
import { SelectedLocationCard } from './selected-location-card';
import { PICKER_ZOOM, useLocationPicker } from './use-location-picker';

const t = addressText.picker;
/** Spec discovery §3: with nothing picked yet the map opens on Damascus. */
const damascus = {
  lat: DEFAULT_ADDRESS_LOCATION.latitude,
  lng: DEFAULT_ADDRESS_LOCATION.longitude,
};

interface LocationPickerDialogProps {
  open: boolean;
  /** The location already in the form, when editing or picking again. */
  initial: PickedLocation | null;
  initialNotes: string;
  onConfirm: (result: ConfirmedLocation) => void;
  onCancel: () => void;
}

/** Spec discovery §2 and §4: search, locate-me, a map with a pin, the selected address, notes. */
export function LocationPickerDialog({ open, onCancel, ...content }: LocationPickerDialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t.title}
      closeLabel={t.cancel}
      size="lg"
    >
      <PickerContent onCancel={onCancel} {...content} />
    </ModalFrame>
  );
}

type PickerContentProps = Omit<LocationPickerDialogProps, 'open'>;

/** Mounted with the dialog, so every opening starts from the form's current location. */
function PickerContent({ initial, initialNotes, onConfirm, onCancel }: PickerContentProps) {
  const picker = useLocationPicker(initial, damascus);
  const [notes, setNotes] = useState(initialNotes);
  const [problem, setProblem] = useState(false);
  const { picked, phase } = picker;
  const verdict = locationValidity(
    picked && {
      latitude: picked.lat,
      longitude: picked.lng,
      address: picked.address,
      approximate: picked.approximate,
    },
  );

  // Spec discovery §5: confirm needs a selected location with a valid verdict, else the alert.
  const confirm = () => {
    if (!picked || !verdict.valid) return setProblem(true);
    onConfirm(confirmLocation(picked, notes));
  };

  const label = phase === 'updating' ? t.updating : phase === 'dragging' ? t.dragging : t.confirm;
  return (
    <>
      <ModalBody>
        <PlaceSearch onChoose={picker.choosePlace} />
        <LocateMeButton
          onLocated={({ latitude, longitude }) =>
            void picker.pickPoint({ lat: latitude, lng: longitude }, PICKER_ZOOM)
          }
        />
        <div className="flex flex-col gap-1.5">
          <LazyPickerMap
            pin={picker.pin}
            camera={picker.camera}
            zoom={initial ? PICKER_ZOOM : 12}
            onPick={(point) => void picker.pickPoint(point)}
            onDragStart={picker.drag.start}
            onDrag={picker.drag.move}
            onDragEnd={picker.drag.end}
          />
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t.mapHint}</p>
        </div>
        <SelectedLocationCard picked={picked} phase={phase} livePin={picker.livePin} />
        <TextareaField
          label={t.deliveryNotes}
          placeholder={t.deliveryNotesPlaceholder}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {problem && !verdict.valid && <FormAlert tone="error" message={t.invalidSelection} />}
      </ModalBody>
      <ModalFooter>
        <button
          type="button"
          onClick={confirm}
          disabled={phase !== 'idle'}
          className={buttonStyles()}
        >
          {phase !== 'idle' && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {label}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'outline' })}>
          {t.cancel}
        </button>
      </ModalFooter>
    </>
  );
}
