import { formatQuantity } from '../platform/format/numbers';

/** A quantity in en-US digits without the stored trailing zeros; keeps left-to-right order in RTL text. */
export function Quantity({ value }: { value: string | number | null | undefined }) {
  return (
    <bdi style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatQuantity(value)}</bdi>
  );
}
