import { LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

interface FileButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'primary' | 'outline';
}

/** A button that opens the phone's gallery or camera (a hidden file input it labels). */
export function FileButton(props: FileButtonProps) {
  const { label, busyLabel, busy, accept, multiple = false, disabled = false, onFiles } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <button
        type="button"
        disabled={busy || disabled}
        onClick={() => input.current?.click()}
        className={buttonStyles({
          variant: props.variant ?? 'outline',
          className: 'w-full sm:w-auto sm:self-start',
        })}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-5" />
        )}
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
