import { SHEET_WORD_IDS, type SheetWords } from '@bb/contracts';
import { gt, type LooseT } from './loose-t';

/**
 * The fixed words the server writes into a sheet (SHEET_WORDS: headers, opening and closing rows, fallback
 * titles), named in the user's language from the locale files (`documents:sheet.<key>`), for an export's
 * `words`. Call it when the export is asked for, so the current language is sent.
 */
export const sheetWordNames = (t: LooseT = gt): SheetWords =>
  Object.fromEntries(SHEET_WORD_IDS.map((k) => [k, t(`documents:sheet.${k}`)])) as SheetWords;
