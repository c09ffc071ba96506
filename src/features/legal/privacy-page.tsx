/** `/privacy` and `/privacy#do-not-sell-my-info` (seed 001 §2 legal pages). */
import '../../lib/i18n/parts/legal.ts';
import { LegalPage } from './legal-page.tsx';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="route.privacy.title"
      intro="legal.privacy.intro"
      sections={[
        { heading: 'legal.privacy.collectHeading', body: 'legal.privacy.collect' },
        { heading: 'legal.privacy.useHeading', body: 'legal.privacy.use' },
        { heading: 'legal.privacy.choicesHeading', body: 'legal.privacy.choices' },
        { id: 'do-not-sell-my-info', heading: 'legal.privacy.doNotSellHeading', body: 'legal.privacy.doNotSell' },
      ]}
    />
  );
}
