/**
 * Mail about a store application and an administrator's decisions on a store (seller console,
 * docs/decisions/016-seller-console.md). Written in the voice of the shopper mails.
 */
export const storeMailText = {
  received: {
    subject: (store: string) => `استلمنا طلب فتح متجرك «${store}»`,
    intro: (store: string) =>
      `شكراً لك! وصلنا طلب فتح متجر «${store}» في سوق، وهو الآن قيد المراجعة.`,
    next: 'سيراجع فريق سوق الطلب ونرسل لك رسالة عند القرار. حتى ذلك الحين يمكنك تعديل بيانات المتجر وتجهيز منتجاتك من لوحة البائع، ولن يظهر المتجر للمتسوقين قبل الموافقة.',
    button: 'لوحة البائع',
  },
  waiting: {
    subject: (store: string) => `طلب متجر جديد بانتظار الموافقة: ${store}`,
    intro: 'وصل طلب فتح متجر جديد ينتظر قرارك.',
    store: 'المتجر',
    city: 'المدينة',
    phone: 'الهاتف',
    address: 'العنوان',
    applicant: 'صاحب الطلب',
    id: 'رقم المتجر',
    howTo: (id: string) =>
      `للموافقة: npm run stores -- approve ${id}، وللرفض مع السبب: npm run stores -- reject ${id} "السبب"`,
  },
  decision: {
    approved: {
      subject: (store: string) => `تمت الموافقة على متجرك «${store}»`,
      intro: (store: string) =>
        `مبروك! تمت الموافقة على متجر «${store}»، وأصبح ظاهراً للمتسوقين ويستقبل الطلبات.`,
    },
    rejected: {
      subject: (store: string) => `لم تتم الموافقة على متجرك «${store}»`,
      intro: (store: string) =>
        `نأسف، لم تتم الموافقة على طلب فتح متجر «${store}». يمكنك تعديل بيانات المتجر من لوحة البائع ثم إعادة إرسال الطلب للمراجعة.`,
    },
    suspended: {
      subject: (store: string) => `تم إيقاف متجرك «${store}» مؤقتاً`,
      intro: (store: string) =>
        `تم إيقاف متجر «${store}» مؤقتاً: لن يظهر للمتسوقين ولن يستقبل طلبات جديدة. الطلبات المفتوحة تبقى في لوحة البائع لتكملها.`,
    },
    reinstated: {
      subject: (store: string) => `عاد متجرك «${store}» إلى العمل`,
      intro: (store: string) =>
        `تمت إعادة تفعيل متجر «${store}»، وأصبح ظاهراً للمتسوقين ويستقبل الطلبات من جديد.`,
    },
    reason: 'السبب',
    button: 'لوحة البائع',
  },
} as const;
