import { createStore } from './store';

/** True after a 503 answer: the maintenance screen shows until a later successful answer clears it. */
export const maintenanceStore = createStore(false);
