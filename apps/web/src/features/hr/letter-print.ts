import type { LetterView } from '@bb/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { directionOfLanguage } from '../../components/rich-text/RichTextField';
import { baseDataQuery } from '../../platform/auth/session-queries';
import {
  a4Setup,
  openPrintWindow,
  type PrintSetup,
  richTextDocument,
  withPrintImages,
} from '../../platform/printing';

/**
 * Prints a letter made from a template A4 with the employee's branch's A4 print setup (header and footer
 * images, else its name and address), in the letter's own language and direction.
 */
export async function printRichLetter(
  client: QueryClient,
  letter: LetterView & { body_html: string },
): Promise<Window | null> {
  const base = await client.fetchQuery(baseDataQuery).catch(() => null);
  const prints = (base?.prints ?? []) as unknown as PrintSetup[];
  const stored = a4Setup(prints, letter.inventory_id);
  const setup = stored ? await withPrintImages(stored).catch(() => stored) : null;
  const language = letter.language ?? 'en';
  return openPrintWindow(
    'a4',
    richTextDocument({
      title: letter.subject,
      html: letter.body_html,
      setup,
      layout: 'a4',
      lang: language,
      dir: directionOfLanguage(language),
    }),
  );
}
