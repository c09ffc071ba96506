/** Links into the visit pages, for the pages that offer them (deal, certificate). */
import { href } from '../../contract/route-table.ts';

export function driveAtHomeHref(dealId: string): string {
  return href('driveAtHome', { dealId });
}

export function testDriveHref(vehicleId: string): string {
  return href('scheduleTestDrive', { vehicleId });
}

/** `/contact-dealer`, about a vehicle when one is given (its dealer is the one written to). */
export function contactDealerHref(vehicleId?: string | null): string {
  return vehicleId ? `${href('contactDealer')}?vehicleId=${encodeURIComponent(vehicleId)}` : href('contactDealer');
}
