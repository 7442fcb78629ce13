import { authScreens } from '@souq/domain/locales/ar/auth-screens';
import { TextField, type TextFieldProps } from './text-field';

type AccountFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'latin'>;

/** An email, written left to right; the keyboard and autofill of an email. */
export function EmailField(props: AccountFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" latin {...props} />;
}

/** A phone number, written left to right, with the Syrian format as its placeholder. */
export function PhoneField(props: AccountFieldProps) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={authScreens.phonePlaceholder}
      latin
      {...props}
    />
  );
}

/** A person's name, as autofill knows it. */
export function NameField(props: AccountFieldProps) {
  return <TextField autoComplete="name" {...props} />;
}
