import type { Endpoint, EndpointInput, EndpointOutput } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { TABLE_KEY } from '../data-table/useTableData';
import { newIdempotencyKey } from '../form/money-document-rules';
import { applyServerErrors } from '../form/server-errors';
import type { LooseT } from '../loose-t';

/** A document's declared get-by-id (`purchaseEndpoints.get`). */
type GetEndpoint = Endpoint;

/** The record cache key of a document: ['record', its list path, its id]. */
export function recordKey(get: GetEndpoint, id: string | null | undefined) {
  return ['record', get.path.replace(/\/:id$/, ''), id ?? null] as const;
}

/** One document by id, fresh each time (none asked while `id` is null). */
export function useDocumentRecord<E extends GetEndpoint>(get: E, id: string | null | undefined) {
  return useQuery({
    queryKey: recordKey(get, id),
    queryFn: ({ signal }) => call(get, { params: { id: id ?? '' } } as EndpointInput<E>, { signal }),
    enabled: id !== null && id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Fills a form once per source (the document being edited, the document it starts from, or 'new'):
 * `fill` runs when the source first arrives and never again for it, so a refetch does not overwrite what
 * the user typed.
 */
export function useFillOnce<S>(source: S | undefined | null, fill: (source: S) => void) {
  const filled = useRef<unknown>(null);
  const latest = useRef(fill);
  latest.current = fill;
  useEffect(() => {
    if (!source || filled.current === source) return;
    filled.current = source;
    latest.current(source);
  }, [source]);
}

/** The form's values once its rules pass (null when a field is refused; antd shows why). */
export async function readDocumentForm(
  form: FormInstance,
): Promise<Record<string, string | null | undefined> | null> {
  try {
    return { ...form.getFieldsValue(true), ...(await form.validateFields()) };
  } catch {
    return null;
  }
}

export interface DocumentSaveOptions {
  /** The document being edited; null creates one (with an idempotency key kept for the screen's life). */
  editId: string | null;
  form: FormInstance;
  /** The header fields the server's field errors may name. */
  fields: string[];
  /** The screen's translation (fields.<name> labels, table: and server: messages). */
  t: LooseT;
  /** Where a saved document is shown. */
  viewPath: (id: string) => string;
}

/**
 * Saves a document: create (with an idempotency key) or update, 'added' or 'updated', the lists and
 * records refreshed, then its view; field errors from the server land on their fields.
 */
export function useDocumentSave<C extends Endpoint, U extends Endpoint>(
  endpoints: { create: C; update: U },
  o: DocumentSaveOptions,
) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { editId, t } = o;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: EndpointInput<C>['body']) =>
      editId
        ? call(endpoints.update, { params: { id: editId }, body } as EndpointInput<U>)
        : call(endpoints.create, { body } as EndpointInput<C>, {
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
    onSuccess: (answer: EndpointOutput<C> | EndpointOutput<U>) => {
      notify.success(t(editId ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['record'] });
      navigate(o.viewPath(String((answer as { id?: unknown } | undefined)?.id ?? editId)));
    },
    onError: (error) => applyServerErrors(o.form, error, o.fields, (k) => t(`fields.${k}`), t),
  });
  return (body: EndpointInput<C>['body']) =>
    save.mutateAsync(body).then(
      () => undefined,
      () => undefined,
    );
}
