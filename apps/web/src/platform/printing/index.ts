export { a4Document } from './invoice-a4';
export {
  a4Setup,
  cashierSetup,
  type InvoicePrint,
  type PrintLabels,
  type PrintSetup,
  signed,
} from './invoice-data';
export {
  fetchPrintImage,
  PRINT_IMAGE_PARTS,
  type PrintImagePart,
  printImagePath,
  withPrintImages,
} from './print-images';
export { esc, imageSrc, openPrintWindow, PRINT_LAYOUTS, type PrintDocument, printHtml } from './print-window';
export { receiptDocument } from './receipt';
export { contractSetup, richTextDocument } from './rich-text-print';
