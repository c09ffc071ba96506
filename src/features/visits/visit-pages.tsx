/**
 * Visits, one lazy chunk for the six routes of the route table: drive at home
 * for a deal and its thank-you, schedule a test drive and its thank-you, contact the dealer and its
 * thank-you. Each works opened directly (deep link, reload), standalone and inside the iframe.
 */
import '../../lib/i18n/parts/visits.ts';
import type { RouteName } from '../../contract/route-table.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { ContactDealerPage, TestDrivePage } from './visit-forms.tsx';

// The thank-you pages (routes of their own, after a request is sent) in a chunk of their own, fetched
// alongside this one (with its copy), so a route opened on them waits for one request more, not two in a row.
const thankYou = () => import('./thank-you-pages.tsx');
// Drive at home, with the address checks only it needs, likewise.
const DriveAtHomePage = lazyPart(
  () => import('./drive-at-home.tsx'),
  (m) => m.DriveAtHomePage,
);
const AppointmentThankYou = lazyPart(
  () => thankYou(),
  (m) => m.AppointmentThankYou,
);
const ContactThankYou = lazyPart(
  () => thankYou(),
  (m) => m.ContactThankYou,
);
for (const part of [DriveAtHomePage, AppointmentThankYou, ContactThankYou]) void part.preload();

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
