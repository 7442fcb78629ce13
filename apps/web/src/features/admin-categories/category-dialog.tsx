import { adminCategoriesText } from '@souq/domain/locales/ar/admin';
import {
  type AdminCategory,
  type CategoryCreateInput,
  categoryCreateInput,
} from '@souq/domain/schemas/admin-categories';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { SwitchRow } from '@/components/ui/switch';

const t = adminCategoriesText.dialog;

type Field = 'name' | 'slug' | 'description' | 'icon' | 'color';
type Values = Record<Field, string> & { is_active: boolean };

const valuesOf = (category: AdminCategory | null): Values => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  icon: category?.icon ?? '',
  color: category?.color ?? '',
  is_active: category?.is_active ?? true,
});

interface CategoryDialogProps {
  /** The category to edit, or null for a new one. */
  category: AdminCategory | null;
  busy: boolean;
  /** Sends it; resolves with the failure's Arabic message, or undefined when saved. */
  onSubmit: (values: CategoryCreateInput) => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * Creates or edits a category, checked with the schema the API parses (each field's Arabic
 * message under it, nothing sent while one is wrong). Deleting is not offered: the active
 * switch says why.
 */
export function CategoryDialog({ category, busy, onSubmit, onClose }: CategoryDialogProps) {
  const [values, setValues] = useState(() => valuesOf(category));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = categoryCreateInput.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setFailure(await onSubmit(parsed.data));
  };
  const text = (field: Field, label: string, extra: { latin?: boolean; hint?: string } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      error={problems[field]}
      onChange={set(field)}
      {...extra}
    />
  );
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={category ? t.editTitle(category.name) : t.createTitle}
      closeLabel={t.close}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          {text('name', t.name)}
          {text('slug', t.slug, { latin: true, hint: t.slugHint })}
          <TextareaField
            label={t.description}
            value={values.description}
            error={problems.description}
            rows={2}
            onChange={set('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('icon', t.icon)}
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">{text('color', t.color, { latin: true })}</div>
              <input
                type="color"
                aria-hidden="true"
                tabIndex={-1}
                value={/^#[0-9a-f]{6}$/i.test(values.color) ? values.color : '#000000'}
                onChange={set('color')}
                className="mb-0.5 size-11 shrink-0 cursor-pointer rounded-xl border border-neutral-300 bg-white p-1 dark:border-neutral-600 dark:bg-neutral-900"
              />
            </div>
          </div>
          <SwitchRow
            label={t.active}
            hint={t.activeHint}
            checked={values.is_active}
            onCheckedChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
          />
          {failure && <FormAlert tone="error" message={failure} />}
        </ModalBody>
        <ModalFooter>
          <button type="submit" disabled={busy} className={buttonStyles()}>
            {t.save}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onClose}
            className={buttonStyles({ variant: 'outline' })}
          >
            {t.cancel}
          </button>
        </ModalFooter>
      </form>
    </ModalFrame>
  );
}
