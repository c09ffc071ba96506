/** `/tos` (seed 001 §2 legal pages). */
import '../../lib/i18n/parts/legal.ts';
import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  return (
    <LegalPage
      title="route.tos.title"
      intro="legal.tos.intro"
      sections={[
        { heading: 'legal.tos.estimatesHeading', body: 'legal.tos.estimates' },
        { heading: 'legal.tos.accountHeading', body: 'legal.tos.account' },
        { heading: 'legal.tos.useHeading', body: 'legal.tos.use' },
        { heading: 'legal.tos.contactHeading', body: 'legal.tos.contact' },
      ]}
    />
  );
}
