import { LoaderCircle } from 'lucide-react';

/** A centred spinner with its reason spoken (e.g. while the session is checked). */
export function SpinnerStatus({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
