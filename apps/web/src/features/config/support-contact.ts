/**
 * How shoppers reach support (mobile settings, help). Build-time settings because the
 * operator knows them before deploying; a phone number is shown only when one is set,
 * never an invented one.
 */
export const supportContact = {
  email: import.meta.env.VITE_SUPPORT_EMAIL || 'support@souq.example',
  phone: import.meta.env.VITE_SUPPORT_PHONE || null,
} as const;
