import { normalizeArabic } from '../arabic';

/**
 * Brands and loanwords written in Latin or Arabic letters, each line one thing in every way
 * shoppers and sellers write it: "samsung" finds "سامسونج" and the other way round. Normalised
 * when loaded (so "آيفون" and "ايفون" are one). Spellings are separated by spaces; a spelling
 * of two words joins them with "+" ("باور+بانك"). Add a line when a brand or loanword in the
 * catalogue is searched in the other script.
 */
const equivalentLines: readonly string[] = [
  // brands: phones, electronics
  'samsung سامسونج سامسونغ',
  'galaxy جالاكسي غالاكسي جلاكسي',
  'iphone آيفون ايفون أيفون',
  'ipad آيباد ايباد',
  'apple أبل آبل ابل',
  'huawei هواوي هواوى',
  'xiaomi شاومي شياومي',
  'redmi ريدمي',
  'note نوت',
  'oppo أوبو اوبو',
  'realme ريلمي',
  'nokia نوكيا',
  'sony سوني',
  'lenovo لينوفو لينوفا',
  'ideapad آيديا آيدياباد',
  'dell ديل',
  'asus أسوس اسوس',
  'acer أيسر ايسر',
  'toshiba توشيبا',
  'anker أنكر انكر',
  'tecno تكنو',
  'infinix انفينكس إنفينيكس',
  'honor هونر هونور',
  'motorola موتورولا',
  'google جوجل غوغل',
  'pixel بيكسل',
  'microsoft مايكروسوفت',
  // brands: fashion, sport, beauty
  'nike نايك نايكي',
  'adidas أديداس اديداس',
  'puma بوما',
  'reebok ريبوك',
  'zara زارا',
  'gucci غوتشي',
  'dior ديور',
  'chanel شانيل',
  'nivea نيفيا',
  'loreal لوريال',
  // brands: cars
  'kia كيا',
  'hyundai هيونداي هونداي',
  'toyota تويوتا',
  'nissan نيسان',
  'mercedes مرسيدس',
  'honda هوندا',
  'rio ريو',
  'accent أكسنت اكسنت',
  // loanwords
  'laptop لابتوب',
  'charger شاحن',
  'mobile موبايل',
  'phone هاتف',
  'smart سمارت',
  'watch ووتش ساعة',
  'tablet تابلت',
  'cable كبل كابل',
  'bluetooth بلوتوث',
  'wireless وايرلس لاسلكي',
  'headphones هيدفون سماعات',
  'earbuds ايربودز سماعات',
  'powerbank باوربانك باور+بانك',
  'pants بنطال بنطلون',
  'power باور',
  'bank بانك',
  'router راوتر',
  'receiver رسيفر',
  'inverter إنفرتر انفرتر',
  'led ليد ليدات',
  'tv تلفزيون تلفاز شاشة',
  'screen شاشة',
  'camera كاميرا',
  'silicone سيليكون سيلكون',
  'case كفر',
  'cover كفر غطاء',
  'lithium ليثيوم',
  'battery بطارية',
  'solar سولار شمسية',
  'panel لوح',
  'ampere أمبير امبير',
  'watt واط',
  'jeans جينز',
  'tshirt تيشيرت تيشرت',
  't-shirt تيشيرت تيشرت',
  'shorts شورت',
  'sandal صندل',
  'hoodie هودي',
  'jacket جاكيت',
  'pajamas بيجاما',
  'shampoo شامبو',
  'cream كريم',
  'perfume عطر برفان',
  'oud عود',
  'musk مسك',
  'henna حناء حنة',
  'kohl كحل',
  'sunscreen واقي',
  'yoga يوغا يوجا',
  'dumbbell دمبل دامبل',
  'dumbbells دمبل دامبل',
  'treadmill تريدميل',
  'football فوتبول',
  'basketball باسكت',
  'volleyball فوليبول',
  'tennis تنس',
  'snorkel سنوركل',
  'filter فلتر',
  'oil زيت',
  'soap صابون',
  'coffee قهوة',
  'tea شاي',
  'pistachio فستق',
  'zaatar زعتر',
  'olive زيتون',
  'laurel غار',
  'brocade بروكار',
  'mosaic موزاييك فسيفساء',
  'lantern فانوس',
  'dress فستان',
  'shirt قميص',
  'shoes حذاء',
  'bag حقيبة شنطة',
  'book كتاب',
  'dictionary قاموس معجم',
];

const equivalents = new Map<string, Set<string>>();
for (const line of equivalentLines) {
  const spellings = normalizeArabic(line)
    .split(' ')
    .map((spelling) => spelling.replaceAll('+', ' '));
  for (const spelling of spellings) {
    const others = equivalents.get(spelling) ?? new Set<string>();
    for (const other of spellings) if (other !== spelling) others.add(other);
    equivalents.set(spelling, others);
  }
}

/** Other spellings of a normalised word in either script, never the word itself. */
export function transliterations(word: string): string[] {
  return [...(equivalents.get(word) ?? [])];
}
