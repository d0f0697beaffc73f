import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Ticket screens by route id: the list, a new ticket and one ticket (with `?commentId=`). */
export const ticketScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  ticket: lazyScreen(() => import('./TicketsScreen')),
  'ticket.add': lazyScreen(() => import('./TicketAddPage')),
  'ticket.show': lazyScreen(() => import('./TicketShowPage')),
};
