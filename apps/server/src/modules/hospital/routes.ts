import { API_CONNECTION_DETAIL_TABLE, hospitalEndpoints, hospitalInboundEndpoint } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { tenantClock } from '../../platform/scheduler.js';
import { registerTable } from '../../platform/table/routes.js';
import {
  createConnection,
  listConnections,
  patientByHospitalId,
  revokeConnection,
  systemCategories,
} from './connections.js';
import { deadLetters, retryPrescription } from './dead-letter.js';
import { connectionOfKey, receivePrescription } from './inbound.js';
import { notReceived, openPrescription, rejectPrescription, setInProcess } from './inbox.js';
import { listCodes, mapCodes, unmapCode } from './item-codes.js';
import { apiConnectionDetailTable } from './report.js';
import { patientStatementRoutes } from './statements.js';

/** The hospital link: the inbound call a hospital makes with its key, the branch's inbox, patients, connections. */
export async function hospitalRoutes(app: App): Promise<void> {
  const { db, realtime } = app.deps;
  const e = hospitalEndpoints;

  handle(app, hospitalInboundEndpoint, async (req) =>
    receivePrescription(db, realtime, await connectionOfKey(db, req.headers.authorization), req.body),
  );

  handle(app, e.notReceivedList, (req) => tenantTx(db, req, (tx) => notReceived(tx, authOf(req))));
  handle(app, e.remove, (req) =>
    tenantTx(db, req, (tx) => rejectPrescription(tx, authOf(req), req.params.id)),
  );
  handle(app, e.toggleInProcess, (req) =>
    tenantTx(db, req, (tx) => setInProcess(tx, authOf(req), req.params.id, req.body.is_in_process)),
  );
  handle(app, e.open, (req) =>
    tenantTx(db, req, (tx) =>
      openPrescription(tx, authOf(req), req.params.id, tenantClock(new Date()).today),
    ),
  );
  handle(app, e.deadLetters, (req) => tenantTx(db, req, (tx) => deadLetters(tx, authOf(req))));
  handle(app, e.retry, (req) => tenantTx(db, req, (tx) => retryPrescription(tx, authOf(req), req.params.id)));
  handle(app, e.patientByHospitalId, (req) =>
    tenantTx(db, req, (tx) => patientByHospitalId(tx, req.query.hospital_patient_id)),
  );
  handle(app, e.categories, (req) => tenantTx(db, req, (tx) => systemCategories(tx, req.params.id)));
  handle(app, e.connections, (req) => tenantTx(db, req, (tx) => listConnections(tx)));
  handle(app, e.createConnection, (req) => tenantTx(db, req, (tx) => createConnection(tx, req.body)));
  handle(app, e.revokeConnection, (req) => tenantTx(db, req, (tx) => revokeConnection(tx, req.params.id)));
  handle(app, e.itemCodes, (req) => tenantTx(db, req, (tx) => listCodes(tx, req.params.id)));
  handle(app, e.unmapCode, (req) => tenantTx(db, req, (tx) => unmapCode(tx, req.params.id, req.query.code)));
  handle(app, e.mapCodes, (req) => tenantTx(db, req, (tx) => mapCodes(tx, req.params.id, req.body.codes)));

  registerTable(app, API_CONNECTION_DETAIL_TABLE, apiConnectionDetailTable, {
    title: 'Incoming prescriptions',
  });
  await patientStatementRoutes(app);
}
