/**
 * Whole numbers in words in English, Kurdish Sorani and Arabic, from a bigint (exact at any size the
 * product allows: amounts stay below 1e15). Each language groups by thousands; the languages differ in
 * how groups are joined and, for Arabic, in how a scale word agrees with the number before it.
 */

const SCALE_COUNT = 6; // units, thousand, million, billion, trillion, quadrillion

/** The number split into groups of three digits, lowest first. */
function groupsOf(n: bigint): number[] {
  const groups: number[] = [];
  let rest = n;
  while (rest > 0n) {
    groups.push(Number(rest % 1000n));
    rest /= 1000n;
  }
  if (groups.length > SCALE_COUNT) throw new RangeError('number too large to write in words');
  return groups;
}

// ---------- English ----------

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function enBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(`${EN_ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(EN_TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  else if (rest) parts.push(EN_ONES[rest] as string);
  return parts.join(' ');
}

/** 1234567 -> "one million two hundred thirty-four thousand five hundred sixty-seven". */
export function englishNumber(n: bigint): string {
  if (n === 0n) return 'zero';
  const groups = groupsOf(n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (g) parts.push([enBelowThousand(g), EN_SCALES[i]].filter(Boolean).join(' '));
  }
  return parts.join(' ');
}

// ---------- Kurdish Sorani ----------

const CKB_ONES = [
  'سفر',
  'یەک',
  'دوو',
  'سێ',
  'چوار',
  'پێنج',
  'شەش',
  'حەوت',
  'هەشت',
  'نۆ',
  'دە',
  'یازدە',
  'دوازدە',
  'سێزدە',
  'چواردە',
  'پازدە',
  'شازدە',
  'حەڤدە',
  'هەژدە',
  'نۆزدە',
];
const CKB_TENS = ['', '', 'بیست', 'سی', 'چل', 'پەنجا', 'شەست', 'حەفتا', 'هەشتا', 'نەوەد'];
const CKB_SCALES = ['', 'هەزار', 'ملیۆن', 'ملیار', 'ترلیۆن', 'کوادرلیۆن'];
const CKB_AND = ' و ';

function ckbBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  // hundreds are written as one word: سەد, دووسەد, سێسەد ...
  if (hundreds) parts.push(hundreds === 1 ? 'سەد' : `${CKB_ONES[hundreds]}سەد`);
  if (rest >= 20) {
    parts.push(CKB_TENS[Math.floor(rest / 10)] as string);
    if (rest % 10) parts.push(CKB_ONES[rest % 10] as string);
  } else if (rest) parts.push(CKB_ONES[rest] as string);
  return parts.join(CKB_AND);
}

/** 1250 -> "هەزار و دووسەد و پەنجا"; a thousand alone is هەزار, a million یەک ملیۆن. */
export function kurdishNumber(n: bigint): string {
  if (n === 0n) return CKB_ONES[0] as string;
  const groups = groupsOf(n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (!g) continue;
    if (i === 0) parts.push(ckbBelowThousand(g));
    else if (i === 1 && g === 1) parts.push(CKB_SCALES[1] as string);
    else parts.push(`${ckbBelowThousand(g)} ${CKB_SCALES[i]}`);
  }
  return parts.join(CKB_AND);
}

// ---------- Arabic ----------

const AR_ONES = [
  'صفر',
  'واحد',
  'اثنان',
  'ثلاثة',
  'أربعة',
  'خمسة',
  'ستة',
  'سبعة',
  'ثمانية',
  'تسعة',
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مئة',
  'مئتان',
  'ثلاثمئة',
  'أربعمئة',
  'خمسمئة',
  'ستمئة',
  'سبعمئة',
  'ثمانمئة',
  'تسعمئة',
];
const AR_AND = ' و';

/** A counted noun's forms: one, two (dual), 3-10 (plural), 11-99 (accusative singular), otherwise. */
export interface ArabicNoun {
  one: string;
  two: string;
  plural: string;
  accusative: string;
  singular: string;
}

const AR_SCALES: (ArabicNoun | null)[] = [
  null,
  { one: 'ألف', two: 'ألفان', plural: 'آلاف', accusative: 'ألفاً', singular: 'ألف' },
  { one: 'مليون', two: 'مليونان', plural: 'ملايين', accusative: 'مليوناً', singular: 'مليون' },
  { one: 'مليار', two: 'ملياران', plural: 'مليارات', accusative: 'ملياراً', singular: 'مليار' },
  { one: 'تريليون', two: 'تريليونان', plural: 'تريليونات', accusative: 'تريليوناً', singular: 'تريليون' },
  {
    one: 'كوادريليون',
    two: 'كوادريليونان',
    plural: 'كوادريليونات',
    accusative: 'كوادريليوناً',
    singular: 'كوادريليون',
  },
];

/** `construct`: a noun follows directly, so two hundred is مئتا (مئتا ألف, مئتا دينار). */
function arBelowThousand(n: number, construct: boolean): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds)
    parts.push(hundreds === 2 && rest === 0 && construct ? 'مئتا' : (AR_HUNDREDS[hundreds] as string));
  if (rest >= 20) {
    // units before tens: واحد وعشرون
    parts.push(
      rest % 10
        ? `${AR_ONES[rest % 10]}${AR_AND}${AR_TENS[Math.floor(rest / 10)]}`
        : (AR_TENS[Math.floor(rest / 10)] as string),
    );
  } else if (rest) parts.push(AR_ONES[rest] as string);
  return parts.join(AR_AND);
}

/** How the number `count` is followed by a counted noun: the form by its last two digits. */
export function arabicCounted(count: bigint, noun: ArabicNoun): string {
  const tail = Number(count % 100n);
  if (count === 1n) return noun.one;
  if (count === 2n) return noun.two;
  const number = arabicNumber(count, true);
  if (tail >= 3 && tail <= 10) return `${number} ${noun.plural}`;
  if (tail >= 11 && tail <= 99) return `${number} ${noun.accusative}`;
  return `${number} ${noun.singular}`;
}

/** 2500 -> "ألفان وخمسمئة"; 3000 -> "ثلاثة آلاف"; 1000000 -> "مليون". */
export function arabicNumber(n: bigint, construct = false): string {
  if (n === 0n) return AR_ONES[0] as string;
  const groups = groupsOf(n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (!g) continue;
    const scale = AR_SCALES[i];
    if (!scale) parts.push(arBelowThousand(g, construct));
    else if (g === 1) parts.push(scale.one);
    else if (g === 2) parts.push(scale.two);
    else {
      const tail = g % 100;
      // a scale word the counted noun follows directly is in construct (ثلاثون ألف دينار), else accusative
      const last = groups.slice(0, i).every((lower) => lower === 0);
      const accusative = construct && last ? scale.singular : scale.accusative;
      const form = tail >= 3 && tail <= 10 ? scale.plural : tail >= 11 ? accusative : scale.singular;
      parts.push(`${arBelowThousand(g, true)} ${form}`);
    }
  }
  return parts.join(AR_AND);
}
