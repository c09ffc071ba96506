/**
 * A dealer's weekly showroom hours, for its managers (and platform admins): the shopper's test drive and
 * delivery times are offered only inside them. An agent is told it is not theirs.
 */
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { DealerWeeklyHours } from '../../lib/weekly-hours.tsx';
import { href } from '../../routes.ts';
import { createShowroomHoursModel, type ShowroomHoursModel } from './showroom-hours-model.ts';

export default function ShowroomHoursPage({ model }: { model?: ShowroomHoursModel }) {
  const { session } = useWorkspaceEnv();
  return (
    <ManagersPage
      route="showroomHours"
      title={t('showroom.title')}
      back={{ href: href('dealerRules'), label: t('showroom.back'), above: true }}
    >
      {(dealer) => (
        <DealerWeeklyHours
          key={dealer.id}
          dealerId={dealer.id}
          kind="dealer-showroom-hours"
          title={t('showroom.title')}
          intro={(answer) => t('showroom.intro', { dealer: answer.dealer.name, zone: answer.timeZone })}
          create={() =>
            model ?? createShowroomHoursModel({ dealerId: dealer.id, onUnauthorized: () => session.expire() })
          }
        />
      )}
    </ManagersPage>
  );
}
