import { dec, RoundingMode } from '../money.js';
import type { TemplateLanguage } from './languages.js';
import { type ArabicNoun, arabicCounted, englishNumber, kurdishNumber } from './number-words.js';

/** The currencies amounts are written in words for. */
export const WORD_CURRENCIES = ['IQD', 'USD'] as const;
export type WordCurrency = (typeof WORD_CURRENCIES)[number];

interface CurrencyWords {
  /** Minor units per major unit, as decimals: IQD has 1,000 fils (3), USD 100 cents (2). */
  decimals: number;
  en: { major: [string, string]; minor: [string, string] };
  ckb: { major: string; minor: string };
  ar: { major: ArabicNoun; minor: ArabicNoun };
}

const CURRENCIES: Record<WordCurrency, CurrencyWords> = {
  IQD: {
    decimals: 3,
    en: { major: ['Iraqi dinar', 'Iraqi dinars'], minor: ['fils', 'fils'] },
    ckb: { major: 'دینار', minor: 'فلس' },
    ar: {
      major: { one: 'دينار واحد', two: 'ديناران', plural: 'دنانير', accusative: 'ديناراً', singular: 'دينار' },
      minor: { one: 'فلس واحد', two: 'فلسان', plural: 'فلوس', accusative: 'فلساً', singular: 'فلس' },
    },
  },
  USD: {
    decimals: 2,
    en: { major: ['US dollar', 'US dollars'], minor: ['cent', 'cents'] },
    ckb: { major: 'دۆلار', minor: 'سەنت' },
    ar: {
      major: {
        one: 'دولار واحد',
        two: 'دولاران',
        plural: 'دولارات',
        accusative: 'دولاراً',
        singular: 'دولار',
      },
      minor: { one: 'سنت واحد', two: 'سنتان', plural: 'سنتات', accusative: 'سنتاً', singular: 'سنت' },
    },
  },
};

const MINUS: Record<TemplateLanguage, string> = { en: 'minus', ckb: 'کەم', ar: 'سالب' };

function enPart(n: bigint, forms: [string, string]): string {
  return `${englishNumber(n)} ${n === 1n ? forms[0] : forms[1]}`;
}

function arPart(n: bigint, noun: ArabicNoun): string {
  return n === 0n ? `صفر ${noun.singular}` : arabicCounted(n, noun);
}

/**
 * An amount in words, exact from its decimal string: `amountInWords('1250000', 'IQD', 'ckb')` ->
 * Sorani, English and Arabic (with Arabic's counted-noun agreement). The amount is
 * rounded half up to the currency's smallest coin (1 fils, 1 cent); whole units and the coins are written
 * separately ("twelve US dollars and fifty cents"), a zero part left out unless the whole amount is zero.
 */
export function amountInWords(amount: string, currency: WordCurrency, language: TemplateLanguage): string {
  const words = CURRENCIES[currency];
  const value = dec(amount).toDecimalPlaces(words.decimals, RoundingMode.halfUp);
  const scaled = BigInt(
    value
      .abs()
      .times(10 ** words.decimals)
      .toFixed(0),
  );
  const unit = 10n ** BigInt(words.decimals);
  const major = scaled / unit;
  const minor = scaled % unit;
  const sign = value.isNegative() && scaled > 0n ? `${MINUS[language]} ` : '';
  const showMajor = major > 0n || minor === 0n;
  if (language === 'en') {
    const parts = [
      showMajor ? enPart(major, words.en.major) : '',
      minor ? enPart(minor, words.en.minor) : '',
    ];
    return sign + parts.filter(Boolean).join(' and ');
  }
  if (language === 'ckb') {
    const parts = [
      showMajor ? `${kurdishNumber(major)} ${words.ckb.major}` : '',
      minor ? `${kurdishNumber(minor)} ${words.ckb.minor}` : '',
    ];
    return sign + parts.filter(Boolean).join(' و ');
  }
  const parts = [showMajor ? arPart(major, words.ar.major) : '', minor ? arPart(minor, words.ar.minor) : ''];
  return sign + parts.filter(Boolean).join(' و');
}

export function isWordCurrency(code: string): code is WordCurrency {
  return (WORD_CURRENCIES as readonly string[]).includes(code);
}
