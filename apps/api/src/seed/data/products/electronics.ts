import { type ProductDraft, sizeColorGrid, syp, usd, variant } from './draft';

export const electronics: ProductDraft[] = [
  {
    key: 'galaxy-a15',
    vendor: 'mazzeh-mobile',
    name: 'سامسونج غالاكسي A15',
    description:
      'شاشة سوبر أموليد 6.5 إنش وبطارية 5000 ميلي أمبير تكفي يوماً كاملاً. جهاز جديد بعلبته مع كفالة وكيل لمدة سنة.',
    price: syp(2_350_000),
    variants: [
      variant('128 غيغا', 'أسود', 0, 4),
      variant('128 غيغا', 'أزرق فاتح', 0, 3),
      variant('256 غيغا', 'أسود', 350_000, 2),
      variant('256 غيغا', 'أصفر', 350_000, 0),
    ],
    images: 3,
    daysAgo: 2,
  },
  {
    key: 'iphone-13-used',
    vendor: 'mazzeh-mobile',
    name: 'آيفون 13 مستعمل بحالة ممتازة',
    description:
      'سعة 128 غيغا وصحة البطارية 89%، بلا خدوش ولا صيانة سابقة. يُفحص أمامك في المحل قبل الاستلام.',
    price: usd(520),
    currency: 'USD',
    stock: 2,
    images: 3,
  },
  {
    key: 'redmi-note-13',
    vendor: 'mazzeh-mobile',
    name: 'شاومي ريدمي نوت 13',
    description: 'كاميرا 108 ميغابكسل وشحن سريع 33 واط بسعر مناسب. يأتي مع كفر وحامي شاشة مجاناً.',
    price: syp(2_650_000),
    stock: 12,
  },
  {
    key: 'fast-charger-25w',
    vendor: 'mazzeh-mobile',
    name: 'شاحن سامسونج سريع 25 واط',
    description:
      'رأس شاحن أصلي بمنفذ USB-C يدعم الشحن فائق السرعة. مناسب لمعظم هواتف أندرويد الحديثة.',
    price: syp(145_000),
    stock: 40,
  },
  {
    key: 'usb-c-cable-braided',
    vendor: 'mazzeh-mobile',
    name: 'كبل شحن USB-C مجدول',
    description: 'كبل نايلون مجدول يتحمل الثني اليومي ويدعم نقل البيانات. متوفر بطولين.',
    price: syp(45_000),
    variants: [variant('1 م', null, 0, 25), variant('2 م', null, 15_000, 9)],
  },
  {
    key: 'power-bank-20000',
    vendor: 'mazzeh-mobile',
    name: 'باور بانك 20000 ميلي أمبير',
    description:
      'يشحن الهاتف أربع مرات تقريباً، مع شاشة تعرض نسبة الشحن. رفيقك الدائم في ساعات التقنين.',
    price: syp(325_000),
    stock: 3,
  },
  {
    key: 'wireless-earbuds',
    vendor: 'mazzeh-mobile',
    name: 'سماعات بلوتوث لاسلكية',
    description: 'صوت نقي وعزل جيد للضجيج مع علبة شحن صغيرة. تعمل حتى ست ساعات متواصلة.',
    price: syp(390_000),
    variants: [variant(null, 'أبيض', 0, 11), variant(null, 'أسود', 0, 6)],
  },
  {
    key: 'phone-case-silicone',
    vendor: 'mazzeh-mobile',
    name: 'كفر سيليكون ناعم',
    description:
      'يحمي الهاتف من الصدمات ويمنع الانزلاق من اليد. اذكر موديل هاتفك في ملاحظات الطلب.',
    price: syp(35_000),
    variants: sizeColorGrid(['قياس موحد'], ['كحلي', 'وردي', 'أخضر زيتي', 'أسود'], [14, 0, 7, 20]),
  },
  {
    key: 'smartwatch-fit',
    vendor: 'mazzeh-mobile',
    name: 'ساعة ذكية رياضية',
    description: 'تقيس النبض وعدد الخطوات والنوم، وتعرض إشعارات الهاتف. مقاومة للماء ورذاذ المطر.',
    price: syp(650_000),
    stock: 0,
  },
  {
    key: 'lenovo-ideapad-laptop',
    vendor: 'mazzeh-mobile',
    name: 'لابتوب لينوفو IdeaPad',
    description:
      'معالج Core i5 وذاكرة 8 غيغا وقرص SSD سعة 512 غيغا. خفيف ومناسب للطلاب والعمل المكتبي.',
    price: usd(545),
    currency: 'USD',
    stock: 6,
    images: 2,
  },
  {
    key: 'solar-panel-550w',
    vendor: 'raqqa-electronics',
    name: 'لوح طاقة شمسية 550 واط',
    description:
      'لوح أحادي البلورة بكفاءة عالية وإطار ألمنيوم متين. الاستلام من المستودع لكبر الحجم، ونساعدك في التحميل.',
    price: syp(1_450_000),
    fulfilment: 'pickup',
    stock: 30,
  },
  {
    key: 'hybrid-inverter-3kw',
    vendor: 'raqqa-electronics',
    name: 'إنفرتر هجين 3 كيلو واط',
    description:
      'يشغّل البيت من الألواح والبطاريات والشبكة معاً ويبدّل بينها تلقائياً. يشمل السعر التركيب داخل المدينة.',
    price: syp(5_900_000),
    stock: 7,
  },
  {
    key: 'lithium-battery-100ah',
    vendor: 'raqqa-electronics',
    name: 'بطارية ليثيوم 100 أمبير',
    description:
      'بطارية ليثيوم فوسفات بعمر يتجاوز 4000 دورة شحن. للعرض فقط، يُحدَّد السعر النهائي بعد دراسة حاجة منزلك.',
    price: syp(9_800_000),
    displayOnly: true,
    stock: 4,
  },
  {
    key: 'smart-tv-43',
    vendor: 'raqqa-electronics',
    name: 'شاشة سمارت 43 إنش',
    description:
      'دقة Full HD ونظام أندرويد مع يوتيوب ونتفليكس مثبتين. التوصيل والتركيب على الجدار مشمولان.',
    price: usd(310),
    currency: 'USD',
    fulfilment: 'delivery',
    deliveryPrice: usd(5),
    stock: 9,
  },
  {
    key: 'rechargeable-led-lamp',
    vendor: 'raqqa-electronics',
    name: 'ضوء ليدات قابل للشحن',
    description: 'إنارة قوية تدوم حتى ثماني ساعات بعد الشحن. يُعلّق على الحائط أو يوضع على الطاولة.',
    price: syp(95_000),
    stock: 60,
  },
  {
    key: 'mini-ups-router',
    vendor: 'raqqa-electronics',
    name: 'مزوّد طاقة احتياطي للراوتر',
    description:
      'يبقي الإنترنت يعمل أربع ساعات عند انقطاع الكهرباء. يوصل مباشرة بالراوتر دون أي إعداد.',
    price: syp(210_000),
    stock: 5,
  },
  {
    key: 'satellite-receiver-hd',
    vendor: 'raqqa-electronics',
    name: 'رسيفر فضائي HD',
    description:
      'يدعم القنوات عالية الدقة ومنفذ USB للتسجيل. نبرمج لك القنوات العربية مجاناً عند الشراء.',
    price: syp(260_000),
    stock: 0,
  },
];
