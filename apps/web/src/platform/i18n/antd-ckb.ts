import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/**
 * Ant Design ships no Central Kurdish (Sorani) locale (its kmr_IQ is Kurmanji in Latin script), so this
 * one takes the English locale and overrides the texts users meet on every screen. Date pickers use
 * dayjs's `ku` data (Sorani month and weekday names).
 */
const picker = enUS.DatePicker!;

const ckb: Locale = {
  ...enUS,
  locale: 'ckb',
  global: {
    ...enUS.global,
    placeholder: 'تکایە هەڵبژێرە',
    close: 'داخستن',
    show: 'پیشاندان',
    hide: 'شاردنەوە',
  },
  Pagination: {
    ...enUS.Pagination,
    items_per_page: '/ پەڕە',
    jump_to: 'بڕۆ بۆ',
    jump_to_confirm: 'دڵنیاکردنەوە',
    page: 'پەڕە',
    prev_page: 'پەڕەی پێشوو',
    next_page: 'پەڕەی دواتر',
    prev_5: '5 پەڕە بۆ دواوە',
    next_5: '5 پەڕە بۆ پێشەوە',
    prev_3: '3 پەڕە بۆ دواوە',
    next_3: '3 پەڕە بۆ پێشەوە',
    page_size: 'قەبارەی پەڕە',
  },
  DatePicker: {
    ...picker,
    lang: {
      ...picker.lang,
      locale: 'ku',
      placeholder: 'ڕێکەوت هەڵبژێرە',
      rangePlaceholder: ['ڕێکەوتی دەستپێک', 'ڕێکەوتی کۆتایی'],
      today: 'ئەمڕۆ',
      now: 'ئێستا',
      backToToday: 'گەڕانەوە بۆ ئەمڕۆ',
      ok: 'باشە',
      clear: 'پاککردنەوە',
      month: 'مانگ',
      year: 'ساڵ',
      week: 'هەفتە',
    },
    timePickerLocale: { placeholder: 'کات هەڵبژێرە', rangePlaceholder: ['کاتی دەستپێک', 'کاتی کۆتایی'] },
  },
  Table: {
    ...enUS.Table,
    filterTitle: 'پاڵاوتن',
    filterConfirm: 'باشە',
    filterReset: 'ڕێکخستنەوە',
    filterEmptyText: 'هیچ پاڵاوتنێک نییە',
    filterCheckAll: 'هەموو هەڵبژێرە',
    filterSearchPlaceholder: 'لە پاڵاوتنەکاندا بگەڕێ',
    emptyText: 'هیچ داتایەک نییە',
    selectAll: 'هەڵبژاردنی ئەم پەڕەیە',
    selectInvert: 'پێچەوانەکردنەوەی هەڵبژاردنی ئەم پەڕەیە',
    selectNone: 'لابردنی هەموو هەڵبژاردنەکان',
    selectionAll: 'هەڵبژاردنی هەموو داتاکان',
    sortTitle: 'ڕیزکردن',
    expand: 'کردنەوەی ڕیز',
    collapse: 'داخستنی ڕیز',
    triggerDesc: 'کرتە بکە بۆ ڕیزکردنی لە زۆرەوە بۆ کەم',
    triggerAsc: 'کرتە بکە بۆ ڕیزکردنی لە کەمەوە بۆ زۆر',
    cancelSort: 'کرتە بکە بۆ لابردنی ڕیزکردن',
  },
  Modal: { okText: 'باشە', cancelText: 'پاشگەزبوونەوە', justOkText: 'باشە' },
  Popconfirm: { okText: 'بەڵێ', cancelText: 'نەخێر' },
  Upload: {
    ...enUS.Upload,
    uploading: 'بار دەکرێت…',
    removeFile: 'سڕینەوەی فایل',
    uploadError: 'هەڵە لە بارکردن',
    previewFile: 'پێشبینینی فایل',
    downloadFile: 'داگرتنی فایل',
  },
  Empty: { description: 'هیچ داتایەک نییە' },
  Text: {
    edit: 'دەستکاری',
    copy: 'لەبەرگرتنەوە',
    copied: 'لەبەرگیرایەوە',
    expand: 'زیاتر',
    collapse: 'کەمتر',
  },
  Form: {
    ...enUS.Form,
    optional: '(ئارەزوومەندانە)',
    defaultValidateMessages: {
      ...enUS.Form?.defaultValidateMessages,
      // antd fills in ${label} itself: these are antd templates, not JS template strings
      // biome-ignore-start lint/suspicious/noTemplateCurlyInString: antd template
      default: 'هەڵە لە ${label}',
      required: 'تکایە ${label} بنووسە',
      whitespace: '${label} نابێت بەتاڵ بێت',
      // biome-ignore-end lint/suspicious/noTemplateCurlyInString: antd template
    },
  },
};

export default ckb;
