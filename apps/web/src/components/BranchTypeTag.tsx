import { INVENTORY_TYPES } from '@bb/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type BranchTypeName = keyof typeof INVENTORY_TYPES;

const nameByType = new Map<number, BranchTypeName>(
  (Object.entries(INVENTORY_TYPES) as [BranchTypeName, number][]).map(([name, value]) => [value, name]),
);

const colors: Record<BranchTypeName, string> = {
  pharmacy: 'cyan',
  shop: 'purple',
  residence: 'gold',
  construction: 'volcano',
};

/** A branch ("inventory") type: pharmacy, shop, residence or construction. */
export function BranchTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  const name = nameByType.get(type);
  return (
    <Tag color={name ? colors[name] : undefined} style={{ marginInlineEnd: 0 }}>
      {name ? t(`branchTypes.${name}`) : t('branchTypes.other')}
    </Tag>
  );
}
