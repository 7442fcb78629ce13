/**
 * Saved addresses and the location picker (spec: Settings, Address form and location picker,
 * Saved addresses, §5 validation, §8 Profile and addresses, Geocoding and maps). Verbatim where
 * the spec gives Arabic; the rest written for Syrian shoppers in the same voice.
 */
export const addressText = {
  titleRequired: 'عنوان المكان مطلوب',
  addressRequired: 'يرجى اختيار موقع العنوان على الخريطة',
  titleTooLong: 'عنوان المكان طويل جداً',
  notesTooLong: 'ملاحظات التوصيل طويلة جداً',
  addressTooLong: 'العنوان طويل جداً',
  coordinatesInvalid: 'إحداثيات غير صحيحة',
} as const;
