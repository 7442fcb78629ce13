import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';

const linkStyles =
  'rounded-lg px-1 py-1 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300';

/** 'نسيت كلمة المرور؟' on the web: switches the auth screen to the forgot form. */
export function ForgotPasswordButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={linkStyles}>
      {t.forgotLink}
    </button>
  );
}
