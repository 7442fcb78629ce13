/** The web tree's footer. */
export const footer = {
  about:
    'سوق يجمعك بالمتاجر المحلية في سوريا: تصفّح المنتجات، وادفع بالطريقة التي تناسبك، واستلم طلبك بالتوصيل أو من المتجر.',
  shopHeading: 'تسوّق',
  helpHeading: 'عن سوق',
  paymentMethods: 'طرق الدفع: شام كاش، غولد ماسترز، الدفع عند الاستلام',
  fulfilment: 'التوصيل أو الاستلام من المتجر',
  joinAsSeller: 'انضم كبائع',
  opensInNewTab: '(يفتح في نافذة جديدة)',
  copyright: (year: number) => `© ${year} سوق. جميع الحقوق محفوظة.`,
} as const;
