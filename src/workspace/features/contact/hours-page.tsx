/** A dealer's weekly call-center hours, for its managers (and platform admins); an agent is told it is not theirs. */
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { DealerWeeklyHours } from '../../lib/weekly-hours.tsx';
import { href } from '../../routes.ts';
import { createHoursModel, type HoursModel } from './hours-model.ts';

export default function HoursPage({ model }: { model?: HoursModel }) {
  const { session } = useWorkspaceEnv();
  return (
    <ManagersPage
      route="contactHours"
      title={t('hours.title')}
      back={{ href: href('contact'), label: t('hours.back'), above: true }}
    >
      {(dealer) => (
        <DealerWeeklyHours
          key={dealer.id}
          dealerId={dealer.id}
          kind="dealer-hours"
          title={t('hours.title')}
          intro={(answer) => t('hours.intro', { dealer: answer.dealer.name, zone: answer.timeZone })}
          create={() => model ?? createHoursModel({ dealerId: dealer.id, onUnauthorized: () => session.expire() })}
        />
      )}
    </ManagersPage>
  );
}
