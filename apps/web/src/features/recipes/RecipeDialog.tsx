import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { itemEndpoints, type RecipeInput, recipeEndpoints, resourceLookup } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Col, Form, Input, Modal, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { LOOKUP_KEY, useLookup } from '../../components/form/lookup';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { formatQuantity } from '../../platform/format/numbers';
import { notify } from '../../platform/notify';

interface Values {
  item_id?: string;
  yield_quantity?: string;
  note?: string;
  lines: { material_item_id?: string; quantity?: string; waste_percent?: string }[];
  steps: { name?: string }[];
}

/** A stored quantity as typed: "1.5000" -> "1.5". */
const plain = (v: string) => formatQuantity(v).replace(/,/g, '');

/** `null`: closed; `{ id: null }`: a new recipe; `{ id }`: a new version of that recipe. */
export type RecipeTarget = { id: string | null } | null;

/**
 * A recipe: the product, how much one batch yields, its materials (quantity per batch and waste percent)
 * and its ordered processing steps. Saving an existing recipe saves its next version; the old one stays.
 */
export function RecipeDialog({ target, onClose }: { target: RecipeTarget; onClose: () => void }) {
  const { t } = useTranslation('recipes');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  // the named steps (/inventory/item/recipe-step) are offered; any other text is kept as typed
  const named = useLookup<{ id: string; name: string }>(resourceLookup('item_processing_step'));
  const stepOptions = (named.data ?? []).map((s) => ({ value: s.name }));
  const client = useQueryClient();
  const id = target?.id ?? null;
  const { data: recipe } = useQuery({
    queryKey: ['recipe', id],
    queryFn: () => call(recipeEndpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
  // the form mounts once what it edits is there, with it as its initial values
  const initial: Values | null = !id
    ? { lines: [{}], steps: [] }
    : recipe
      ? {
          item_id: recipe.item_id,
          yield_quantity: plain(recipe.yield_quantity),
          note: recipe.note ?? undefined,
          lines: recipe.lines.map((l) => ({
            material_item_id: l.material_item_id,
            quantity: plain(l.quantity),
            waste_percent: plain(l.waste_percent),
          })),
          steps: recipe.steps,
        }
      : null;
  const save = useMutation({
    mutationFn: (body: RecipeInput) =>
      id ? call(recipeEndpoints.update, { params: { id }, body }) : call(recipeEndpoints.create, { body }),
    meta: { silent: true },
    onSuccess: (res) => {
      notify.success(t('recipe.saved', { version: res.version }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      void client.invalidateQueries({ queryKey: ['recipe'] });
      onClose();
    },
    onError: (e) => applyServerErrors(form, e, [], (k) => k, lt),
  });
  const submit = (v: Values) =>
    save.mutate({
      item_id: v.item_id ?? '',
      yield_quantity: v.yield_quantity ?? '',
      note: v.note ?? null,
      lines: v.lines.map((l) => ({
        material_item_id: l.material_item_id ?? '',
        quantity: l.quantity ?? '',
        waste_percent: l.waste_percent?.trim() || '0',
      })),
      steps: v.steps.filter((s) => s.name?.trim()).map((s) => ({ name: s.name!.trim() })),
    });
  const required = { required: true, message: t('recipe.required') };
  return (
    <Modal
      open={!!target}
      width={860}
      title={id ? t('recipe.editTitle', { version: recipe?.version ?? '' }) : t('recipe.addTitle')}
      onCancel={onClose}
      okText={t('recipe.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'recipe-save' } as never}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {initial ? (
        <Form<Values>
          key={`${id ?? 'new'}-${recipe?.version ?? 0}`}
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
        >
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item name="item_id" label={t('fields.product')} rules={[required]}>
                <LookupSelect
                  lookup={recipeEndpoints.products}
                  disabled={!!id}
                  data-testid="recipe-product"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name="yield_quantity"
                label={t('fields.yield_quantity')}
                rules={[required]}
                tooltip={t('recipe.yieldHelp')}
              >
                <Input inputMode="decimal" data-testid="recipe-yield" />
              </Form.Item>
            </Col>
            <Col xs={12} md={9}>
              <Form.Item name="note" label={t('fields.note')}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <h4>{t('recipe.materials')}</h4>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Row gutter={8} key={f.key} align="top">
                    <Col xs={24} md={11}>
                      <Form.Item
                        name={[f.name, 'material_item_id']}
                        rules={[required]}
                        aria-label={t('fields.material')}
                      >
                        <LookupSelect
                          lookup={itemEndpoints.materialsList}
                          placeholder={t('fields.material')}
                          data-testid={`recipe-material-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={5}>
                      <Form.Item name={[f.name, 'quantity']} rules={[required]}>
                        <Input
                          inputMode="decimal"
                          placeholder={t('fields.quantity')}
                          data-testid={`recipe-quantity-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={5}>
                      <Form.Item name={[f.name, 'waste_percent']}>
                        <Input inputMode="decimal" suffix="%" placeholder={t('fields.waste_percent')} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={3}>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('recipe.remove')}
                        onClick={() => remove(f.name)}
                        disabled={fields.length === 1}
                      />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="recipe-add-material">
                  {t('recipe.addMaterial')}
                </Button>
              </>
            )}
          </Form.List>
          <h4 style={{ marginBlockStart: 16 }}>{t('recipe.steps')}</h4>
          <Form.List name="steps">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Row gutter={8} key={f.key}>
                    <Col flex="32px">
                      <Tag>{i + 1}</Tag>
                    </Col>
                    <Col flex="auto">
                      <Form.Item name={[f.name, 'name']}>
                        <AutoComplete
                          options={stepOptions}
                          placeholder={t('fields.step')}
                          data-testid={`recipe-step-${i}`}
                          filterOption={(typed, o) =>
                            String(o?.value ?? '')
                              .toLowerCase()
                              .includes(typed.toLowerCase())
                          }
                        />
                      </Form.Item>
                    </Col>
                    <Col>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('recipe.remove')}
                        onClick={() => remove(f.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('recipe.addStep')}
                </Button>
              </>
            )}
          </Form.List>
          {recipe && recipe.versions.length > 1 ? (
            <p style={{ marginBlockStart: 16 }}>
              {t('recipe.versions')}: {recipe.versions.map((v) => `v${v.version}`).join(', ')}
            </p>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
