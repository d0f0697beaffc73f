import { MESSAGES, UNKNOWN_DRUG_CODE } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import { DATE, type HospitalWorld, hospitalWorld, IN_TWO_YEARS, NEXT_YEAR } from './support/hospital.js';

const t = useTestApp();
let w: HospitalWorld;

beforeAll(async () => {
  w = await hospitalWorld(t);
});

describe('opening and selling a prescription', () => {
  it('picks lots first-expiry-first, flags what is missing, and the sale dispenses it once', async () => {
    const amox = await w.item('AMOX-250', [
      { quantity: '4', expire: IN_TWO_YEARS },
      { quantity: '3', expire: NEXT_YEAR },
      { quantity: '9', expire: null },
    ]);
    const res = await w.push(
      w.prescription(
        [
          { code: 'AMOX-250', quantity: '5', dosage: '1 x 3' },
          { code: 'NOPE', quantity: '1' },
        ],
        { subject: { identifier: 'MRN-77', display: 'Rezan Ali' } },
      ),
    );
    const id = res.json().id as string;
    expect((await w.elsewhere.post(`/api/api-connection-detail/${id}/open`)).statusCode).toBe(404);
    const opened = await w.pharmacist.post(`/api/api-connection-detail/${id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    const [line, unknown] = opened.json().lines;
    expect(line.lots.map((l: { id: string; sale_quantity: string }) => [l.id, l.sale_quantity])).toEqual([
      [amox.lots[1], '3'],
      [amox.lots[0], '2'],
    ]);
    expect(line).toMatchObject({ missing: '0', dosage: '1 x 3' });
    expect(unknown).toMatchObject({ lots: [], missing: '1', problem: UNKNOWN_DRUG_CODE });
    expect(opened.json().detail.is_in_process).toBe(true);

    const sale = (over = {}) => ({
      inventory_id: w.pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: w.boxes.iqd,
      api_connection_detail_id: id,
      lines: line.lots.map((l: { id: string; sale_quantity: string }) => ({
        product_id: l.id,
        sale_quantity: l.sale_quantity,
        sale_price: '1500',
      })),
      ...over,
    });
    const sold = await w.pharmacist.post('/api/sale', sale());
    expect(sold.statusCode, sold.body).toBe(201);
    const detail = await t.db.system
      .selectFrom('api_connection_details')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // the unknown line was not dispensed
    expect(detail).toMatchObject({
      status: 'partly_dispensed',
      sale_id: sold.json().id,
      is_in_process: false,
    });
    const header = (await w.pharmacist.get(`/api/sale/${sold.json().id}`)).json();
    expect(header).toMatchObject({ hospital_patient_id: 'MRN-77', patient: 'Rezan Ali' });

    const twice = await w.pharmacist.post('/api/sale', sale());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.prescriptionSold);
    expect(
      (await w.elsewhere.post('/api/sale', { ...sale(), inventory_id: w.second, lines: [] })).statusCode,
    ).toBe(422);

    // the patient's statement shows the sale: dispensed and settled
    const statement = await w.pharmacist.get(
      `/api/hospital/patient/detail-account-statement?party_id=${detail.patient_id}&currency_code=IQD&start_date=${DATE}&end_date=${DATE}`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json()).toMatchObject({
      patient: { fullname: 'Rezan Ali', hospital_patient_id: 'MRN-77' },
      total_debit: '7500.000000',
      total_credit: '7500.000000',
      closing_balance: '0.000000',
    });
    expect(statement.json().data[0]).toMatchObject({ document_type: 'sale', document_id: sold.json().id });
    const summary = await w.pharmacist.get(
      `/api/hospital/patient/summary-account-statement?start_date=${DATE}&end_date=${DATE}`,
    );
    expect(summary.json().data).toContainEqual(
      expect.objectContaining({ fullname: 'Rezan Ali', debit: '7500.000000', credit: '7500.000000' }),
    );
    expect(
      (
        await w.elsewhere.get(
          `/api/hospital/patient/summary-account-statement?start_date=${DATE}&end_date=${DATE}`,
        )
      ).statusCode,
    ).toBe(403);

    const xlsx = await w.pharmacist.post('/api/hospital/patient/detail-account-statement/export', {
      party_id: detail.patient_id,
      currency_code: 'IQD',
      start_date: DATE,
      end_date: DATE,
      // the document column names the type as the web sent it, under the header in the words sent
      words: { document: 'بەڵگەنامە' },
      documentTypes: { sale: 'فرۆشتن' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('B1').value).toBe('بەڵگەنامە');
    expect(sheet.getCell('B3').value).toBe('فرۆشتن');
    const picker = (await w.pharmacist.get('/api/hospital/patient/search?q=Rezan')).json().data;
    expect(picker).toEqual([expect.objectContaining({ id: detail.patient_id, name: 'Rezan Ali (MRN-77)' })]);

    // deleting the sale gives the prescription back to the inbox
    expect((await w.admin.request('DELETE', `/api/sale/${sold.json().id}`)).statusCode).toBe(204);
    const back = await t.db.system
      .selectFrom('api_connection_details')
      .select(['status', 'sale_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ status: 'received', sale_id: null });
    const full = await w.pharmacist.post('/api/sale', sale({ lines: [...sale().lines] }));
    expect(full.statusCode, full.body).toBe(201);

    // editing the sale (the cart no longer names the prescription) keeps it and the patient's lines
    const { api_connection_detail_id: _, ...edited } = sale({
      lines: [{ ...sale().lines[0], sale_quantity: '1' }],
    });
    const put = await w.admin.request('PUT', `/api/sale/${full.json().id}`, edited);
    expect(put.statusCode, put.body).toBe(200);
    const after = await w.pharmacist.get(
      `/api/hospital/patient/detail-account-statement?party_id=${detail.patient_id}&currency_code=IQD&start_date=${DATE}&end_date=${DATE}`,
    );
    expect(after.json().closing_balance).toBe('0.000000');
    expect(after.json().data.at(-1)).toMatchObject({ document_id: full.json().id, credit: '1500.000000' });
    const lines = await t.db.system
      .selectFrom('api_connection_detail_lines')
      .select('dispensed_quantity')
      .where('detail_id', '=', id)
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => l.dispensed_quantity)).toEqual(['1.0000', '0.0000']);
  });

  it('a sale of everything prescribed makes it dispensed', async () => {
    await w.item('PARA1', [{ quantity: '5' }]);
    const res = await w.push(w.prescription([{ code: 'PARA1', quantity: '1' }]));
    const opened = (await w.pharmacist.post(`/api/api-connection-detail/${res.json().id}/open`)).json();
    const lot = opened.lines[0].lots[0];
    const body = {
      inventory_id: w.pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: w.boxes.iqd,
      api_connection_detail_id: res.json().id,
      lines: [{ product_id: lot.id, sale_quantity: '1', sale_price: '1500' }],
    };
    // two carts of the same prescription saved at the same moment: one sale, one refusal
    const both = await Promise.all([w.pharmacist.post('/api/sale', body), w.admin.post('/api/sale', body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const sold = both.find((r) => r.statusCode === 201)!;
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(MESSAGES.prescriptionSold);
    const list = (await w.pharmacist.get('/api/api-connection-detail/not-received-list')).json().data;
    expect(list.map((d: { id: string }) => d.id)).not.toContain(res.json().id);
    const again = await w.push({
      ...w.prescription([{ code: 'PARA1', quantity: '1' }]),
      id: opened.detail.prescription_id,
    });
    expect(again.json()).toMatchObject({ created: false, status: 'dispensed' });

    // the report: every prescription with its status, times and outcome, for the report's holders only
    const report = await w.admin.post('/api/report/api-connection-detail/list', {
      start_date: DATE,
      end_date: DATE,
      search: opened.detail.prescription_id,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toEqual([
      expect.objectContaining({
        prescription_id: opened.detail.prescription_id,
        status: 'dispensed',
        api_connection_name: 'City Hospital',
        line_count: 1,
        prescribed_quantity: '1.0000',
        dispensed_quantity: '1.0000',
        sale_id: sold.json().id,
        sale_invoice_id: sold.json().invoice_id,
      }),
    ]);
    expect((await w.pharmacist.post('/api/report/api-connection-detail/list', {})).statusCode).toBe(403);
    const theirs = await w.stranger.post('/api/report/api-connection-detail/list', {});
    expect(theirs.json().data.map((r: { prescription_id: string }) => r.prescription_id)).not.toContain(
      opened.detail.prescription_id,
    );
  });
});
