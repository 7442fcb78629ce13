/** Currency filter and converted prices on product lists (decision 018). */
export const pricesText = {
  currencyLabel: 'العملة',
  allCurrencies: 'كل العملات',
  currencies: {
    SYP: 'ليرة سورية (ل.س)',
    USD: 'دولار ($)',
    EUR: 'يورو (€)',
    SAR: 'ريال سعودي (ر.س)',
    TRY: 'ليرة تركية (₺)',
  } as Record<string, string>,
  /** Beside a price in another currency, at the operator's reference rate. */
  approximately: (syp: string) => `≈ ${syp}`,
  approximatelyHint: 'بسعر الصرف المرجعي، للمقارنة فقط',
} as const;
