import { INVENTORY_SETTINGS, type InventorySettingName, type InventorySettingsInput } from '@bb/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Input, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../platform/auth/session';
import { saveBranchSettings } from './api';

type Draft = Record<InventorySettingName, string>;
type Branch = { id: string; name: string };

const NAMES = Object.keys(INVENTORY_SETTINGS) as InventorySettingName[];

/**
 * The per-branch settings of the user's branches (every branch for a superuser): sale extras on the
 * POS, stocktake mode and the branch's number prefix, each row saved on its own.
 */
export function BranchSettingsSection() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const user = useAuthUser();
  const [drafts, setDrafts] = useState<Record<string, Partial<Draft>>>({});

  const stored = (inventoryId: string, name: InventorySettingName) =>
    user.inventory_settings.find((s) => s.inventory_id === inventoryId && s.setting_name === name)?.value ??
    INVENTORY_SETTINGS[name].default;
  const current = (id: string, name: InventorySettingName) => drafts[id]?.[name] ?? stored(id, name);
  const edit = (id: string, name: InventorySettingName, value: string) =>
    setDrafts((d) => ({ ...d, [id]: { ...d[id], [name]: value } }));
  const changed = (id: string) =>
    NAMES.some((n) => drafts[id]?.[n] !== undefined && drafts[id]?.[n] !== stored(id, n));

  const save = useMutation({
    mutationFn: (id: string) => saveBranchSettings(id, (drafts[id] ?? {}) as InventorySettingsInput),
    onSuccess: (_saved, id) => {
      message.success(t('saved'));
      setDrafts((d) => {
        const { [id]: _done, ...rest } = d;
        return rest;
      });
    },
  });

  const flag = (name: InventorySettingName) => (_: unknown, b: Branch) => (
    <Switch
      checked={current(b.id, name) === '1'}
      onChange={(on) => edit(b.id, name, on ? '1' : '0')}
      aria-label={`${t(`branches.${name}`)} — ${b.name}`}
      data-testid={`branch-${b.id}-${name}`}
    />
  );

  return (
    <Table<Branch>
      rowKey="id"
      size="small"
      pagination={false}
      data-testid="settings-branches"
      dataSource={user.connected_inventories}
      scroll={{ x: true }}
      columns={[
        { key: 'name', title: t('branches.branch'), dataIndex: 'name' },
        { key: 'pos_sale_extra', title: t('branches.pos_sale_extra'), render: flag('pos_sale_extra') },
        {
          key: 'inventory_process_mode',
          title: t('branches.inventory_process_mode'),
          render: flag('inventory_process_mode'),
        },
        {
          key: 'invoice_prefix',
          title: t('branches.invoice_prefix'),
          render: (_, b) => (
            <Input
              maxLength={10}
              style={{ width: 120 }}
              value={current(b.id, 'invoice_prefix')}
              onChange={(e) => edit(b.id, 'invoice_prefix', e.target.value)}
              aria-label={`${t('branches.invoice_prefix')} — ${b.name}`}
              data-testid={`branch-${b.id}-invoice_prefix`}
            />
          ),
        },
        {
          key: 'save',
          title: '',
          render: (_, b) => (
            <Button
              size="small"
              type="primary"
              disabled={!changed(b.id)}
              loading={save.isPending && save.variables === b.id}
              onClick={() => save.mutate(b.id)}
              data-testid={`branch-${b.id}-save`}
            >
              {t('save')}
            </Button>
          ),
        },
      ]}
    />
  );
}
