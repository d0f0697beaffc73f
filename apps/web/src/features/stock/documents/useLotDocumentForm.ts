import type { DocumentEndpoints, EndpointOutput } from '@bb/contracts';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import type { LotLine } from './LotLines';
import { applyDocumentErrors } from './line-errors';

/** The endpoints a lot document's form uses (declared with `documentEndpoints`). */
export type LotDocumentEndpoints = Pick<DocumentEndpoints, 'base' | 'get' | 'create' | 'update'>;

/** One stock document as stored, always fresh: the form edits what the server has now. */
export function useDocumentRecord<E extends LotDocumentEndpoints>(
  endpoints: E,
  id: string | undefined,
): UseQueryResult<EndpointOutput<E['get']>> {
  return useQuery({
    queryKey: ['stock', endpoints.base, id],
    queryFn: ({ signal }) =>
      call(endpoints.get, { params: { id: id ?? '' } }, { signal }) as Promise<EndpointOutput<E['get']>>,
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

/** A stored document's lines as form lines (`stock` is the stock on hand, when the server sends it). */
export function storedLines(
  lines: readonly {
    product_id: string | number;
    name: string;
    barcode: string;
    batch_number: string;
    expire_date: string | null;
    quantity: string;
    stock?: string;
  }[],
): LotLine[] {
  return lines.map((l) => ({
    product_id: String(l.product_id),
    name: l.name,
    barcode: l.barcode,
    batch_number: l.batch_number,
    expire_date: l.expire_date,
    stock: l.stock ?? '',
    quantity: l.quantity,
  }));
}

export interface LotDocumentOptions<H, R> {
  /** The document's endpoints: create adds, update saves an edit. */
  endpoints: LotDocumentEndpoints;
  /** The document being edited; adding without. */
  id: string | undefined;
  record: UseQueryResult<R>;
  /** The screen's base route; a saved document opens at `{base}/view/{id}`. */
  base: string;
  /** The header field that starts as the user's default branch when adding (the lots come from it). */
  branchField: keyof H & string;
  /** The header fields, to put the server's refusals on them (the rest go on the lines). */
  headerFields: readonly string[];
  /** The header and lines of a stored document, to edit it. */
  fill: (record: R) => { header: H; lines: LotLine[] };
  /** The request body from the valid header; the lines' lots and quantities are added to it. */
  body?: (header: H) => object;
}

/**
 * The form of a stock document made of a header and lots with quantities (transfers, stock-outs): fills
 * the header with today and the default branch (or the stored document), keeps the lines, saves by POST
 * or PUT, then opens the saved document; the server's refusals land on the header fields and the lines.
 */
export function useLotDocumentForm<H extends object, R>(opts: LotDocumentOptions<H, R>) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { endpoints, id, record, base, branchField } = opts;
  const isEdit = Boolean(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useAuthUser();
  const [form] = Form.useForm<H>();
  const [lines, setLines] = useState<LotLine[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const branch = Form.useWatch(branchField, form as FormInstance) as string | null | undefined;

  const fill = useRef(opts.fill);
  fill.current = opts.fill;
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    if (!isEdit) {
      filled.current = true;
      form.setFieldsValue({
        date: dayjs().format('YYYY-MM-DD'),
        [branchField]: user.default_branch_id,
      } as never);
    } else if (record.data) {
      filled.current = true;
      const stored = fill.current(record.data);
      form.setFieldsValue(stored.header as never);
      setLines(stored.lines);
    }
  }, [isEdit, record.data, form, branchField, user.default_branch_id]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (body: unknown) =>
      (isEdit
        ? await call(endpoints.update, { params: { id: id ?? '' }, body })
        : await call(endpoints.create, { body })) as { id: string },
    onSuccess: (r) => {
      notify.success(lt(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      navigate(`${base}/view/${r.id}`);
    },
  });
  const submit = async () => {
    let header: H;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    if (lines.length === 0) {
      notify.error(t('lines.required'));
      return;
    }
    setLineErrors({});
    try {
      await save.mutateAsync({
        ...(opts.body ? opts.body(header) : header),
        lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      });
    } catch (e) {
      setLineErrors(applyDocumentErrors(e, form as FormInstance, opts.headerFields, lt));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return { form, isEdit, branch, lines, setLines, lineErrors, guard };
}

export type LotDocumentForm = ReturnType<typeof useLotDocumentForm>;
