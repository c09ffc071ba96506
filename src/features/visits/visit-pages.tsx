/**
 * Visits (issue 13 journey 5), one lazy chunk for the six routes of the route table: drive at home
 * for a deal and its thank-you, schedule a test drive and its thank-you, contact the dealer and its
 * thank-you. Each works opened directly (deep link, reload), standalone and inside the iframe.
 */
import '../../lib/i18n/parts/visits.ts';
import type { RouteName } from '../../lib/route-table.ts';
import { AppointmentThankYou, ContactThankYou } from './thank-you-pages.tsx';
import { ContactDealerPage, DriveAtHomePage, TestDrivePage } from './visit-forms.tsx';

type Props = {
  params?: Record<string, string | undefined>;
  route?: RouteName;
};

export default function VisitPages({ params = {}, route = 'contactDealer' }: Props) {
  switch (route) {
    case 'driveAtHome':
      return <DriveAtHomePage dealId={params['dealId'] ?? ''} />;
    case 'driveAtHomeThankYou':
      return <AppointmentThankYou kind="DRIVE_AT_HOME" params={params} />;
    case 'scheduleTestDrive':
      return <TestDrivePage vehicleId={params['vehicleId'] ?? ''} />;
    case 'scheduleTestDriveThankYou':
      return <AppointmentThankYou kind="TEST_DRIVE" params={params} />;
    case 'contactDealerThankYou':
      return <ContactThankYou />;
    default:
      return <ContactDealerPage />;
  }
}
