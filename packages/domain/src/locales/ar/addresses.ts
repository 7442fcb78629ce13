/**
 * Saved addresses and the location picker (spec discovery §2 Settings, Address form and location
 * picker, Saved addresses, §5 validation, §8 Profile and addresses, Geocoding and maps). Verbatim
 * where the spec gives Arabic; the rest written for Syrian shoppers in the same voice.
 */
export const addressText = {
  titleRequired: 'عنوان المكان مطلوب',
  addressRequired: 'يرجى اختيار موقع العنوان على الخريطة',
  titleTooLong: 'عنوان المكان طويل جداً',
  notesTooLong: 'ملاحظات التوصيل طويلة جداً',
  addressTooLong: 'العنوان طويل جداً',
  streetTooLong: 'اسم الشارع طويل جداً',
  buildingTooLong: 'وصف البناء طويل جداً',
  floorTooLong: 'وصف الطابق أو الشقة طويل جداً',
  coordinatesInvalid: 'إحداثيات غير صحيحة',

  /**
   * What the courier needs beyond the map pin, as the address form, the address card, checkout,
   * the order pages and the store's mail label them.
   */
  details: {
    street: 'الشارع',
    building: 'البناء',
    floor: 'الطابق / الشقة',
  },

  /** The list (settings tab and /mobile/addresses). */
  list: {
    title: 'العناوين المحفوظة',
    intro: 'عناوين التوصيل التي تختار منها عند إتمام الطلب.',
    addNew: 'إضافة عنوان جديد',
    loading: 'جارٍ تحميل العناوين...',
    defaultBadge: 'افتراضي',
    defaultMarker: 'العنوان الافتراضي',
    notesLabel: 'ملاحظات التوصيل:',
    edit: 'تعديل',
    setDefault: 'تعيين كافتراضي',
    delete: 'حذف',
    /** Accessible names of the icon buttons: which address they act on. */
    actionsOf: (title: string) => `إجراءات العنوان ${title}`,
    emptyTitle: 'لا توجد عناوين محفوظة',
    emptyText: 'أضف عنوانك الأول ليصل طلبك إلى الباب دون أن تكتب العنوان في كل مرة.',
    loadFailed: 'حدث خطأ أثناء تحميل العناوين',
    loadFailedText: 'تحقق من اتصالك بالإنترنت ثم حاول مجدداً.',
    retry: 'إعادة المحاولة',
  },

  /** Spec discovery §2: 'are you sure you want to delete this address?'. */
  deleteDialog: {
    title: 'حذف العنوان',
    question: 'هل أنت متأكد من حذف هذا العنوان؟',
    confirm: 'نعم، احذف',
    cancel: 'إلغاء',
  },

  /** The address form dialog (spec discovery §2, §4, §5). */
  form: {
    addTitle: 'إضافة عنوان جديد',
    editTitle: 'تعديل العنوان',
    title: 'عنوان المكان',
    titlePlaceholder: 'مثال: المنزل، العمل',
    location: 'الموقع على الخريطة',
    chooseLocation: 'اختيار الموقع على الخريطة',
    changeLocation: 'تغيير الموقع',
    noLocation: 'لم يتم اختيار موقع بعد',
    streetPlaceholder: 'مثال: شارع بغداد',
    /** The picker writes the street it found here; the shopper corrects it. */
    streetHint: 'يُملأ من الخريطة، ويمكنك تعديله',
    buildingPlaceholder: 'مثال: بناء رقم 12، أو بناء صيدلية الشفاء',
    floorPlaceholder: 'مثال: الطابق الثالث، شقة 5',
    deliveryNotes: 'ملاحظات التوصيل',
    deliveryNotesPlaceholder: 'مثال: الباب الأخضر بجانب الصيدلية',
    isDefault: 'تعيين كعنوان افتراضي',
    isDefaultHint: 'يُختار تلقائياً عند إتمام الطلب',
    save: 'حفظ العنوان',
    update: 'حفظ التعديلات',
    saving: 'جارٍ الحفظ...',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },

  /** Spec discovery §8: each failure has its own 'حدث خطأ أثناء ...' toast. */
  toasts: {
    saved: 'تم حفظ العنوان',
    updated: 'تم تحديث العنوان',
    deleted: 'تم حذف العنوان',
    defaultSet: 'تم تعيين العنوان الافتراضي',
    saveFailed: 'حدث خطأ أثناء حفظ العنوان',
    updateFailed: 'حدث خطأ أثناء تحديث العنوان',
    deleteFailed: 'حدث خطأ أثناء حذف العنوان',
    setDefaultFailed: 'حدث خطأ أثناء تعيين العنوان الافتراضي',
  },

  /** The location picker dialog (spec discovery §2, §4). */
  picker: {
    title: 'تحديد الموقع على الخريطة',
    searchLabel: 'ابحث عن عنوان',
    searchPlaceholder: 'مثال: باب توما، دمشق',
    search: 'بحث',
    searching: 'جارٍ البحث...',
    resultsLabel: 'نتائج البحث',
    locateMe: 'موقعي الحالي',
    locating: 'جارٍ تحديد موقعك...',
    mapLabel: 'خريطة اختيار الموقع',
    mapHint: 'انقر على الخريطة أو اسحب الدبوس لتحديد موقعك بدقة.',
    pinLabel: 'دبوس الموقع المحدد',
    selectedTitle: 'العنوان المحدد',
    coordinates: 'الإحداثيات',
    deliveryNotes: 'ملاحظات التوصيل',
    deliveryNotesPlaceholder: 'مثال: بجانب الفرن، البناء الثالث',
    confirm: 'تأكيد العنوان',
    updating: 'جارٍ التحديث...',
    dragging: 'جارٍ السحب...',
    cancel: 'إلغاء',
    invalidSelection: 'يرجى اختيار موقع صحيح قبل المتابعة',
  },

  /** Spec discovery §5 location validity verdicts. */
  validity: {
    noLocation: 'لم يتم تحديد موقع',
    incorrectCoordinates: 'إحداثيات غير صحيحة',
    coordinatesOnly:
      'تم تحديد الإحداثيات فقط دون عنوان مكتوب، قد تحتاج إلى إضافة ملاحظات توصيل توضيحية',
    outsideSyria: 'تنبيه: قد يكون هذا الموقع خارج سوريا',
    confirmed: 'العنوان صحيح ومؤكد',
    /** The address names only the area the pin is near (offline gazetteer): nothing verified it. */
    approximate:
      'العنوان تقريبي: عُرفت المنطقة فقط، لا الشارع ولا البناء. اكتبهما في حقلي الشارع والبناء ليصل المندوب.',
  },
} as const;
