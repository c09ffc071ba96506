/**
 * Reserve it's public surface: the pages come through the route table; the deal's finishing steps load the entry
 * and step (their chunk asks about deposits); the garage and the certificate show the summary. Nothing here
 * imports the reservation schemas: an importer's chunk stays free of them.
 */
export const loadReserveEntry = () => import('./reserve-entry.tsx');
export { offerLine, ReservationSummaryView, ReservedBadge, showsSummary } from './summary.tsx';
