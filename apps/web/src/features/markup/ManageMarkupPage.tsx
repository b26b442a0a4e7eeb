import { Stack, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { GroupsPanel } from './GroupsPanel';
import { RulesSection } from './RulesSection';

const TABS = [
  { id: 'groups', label: 'Markup groups' },
  { id: 'airline', label: 'Airline markup' },
  { id: 'fixed-departures', label: 'Fixed departures' },
  { id: 'activities', label: 'Activities' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function TabContent({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'airline':
      return (
        <Stack spacing={4}>
          <RulesSection kind="airlineSpecific" />
          <RulesSection kind="defaultAirline" />
        </Stack>
      );
    case 'fixed-departures':
      return <RulesSection kind="fixedDeparture" />;
    case 'activities':
      return <RulesSection kind="activity" />;
    default:
      return <GroupsPanel />;
  }
}

/** /staff/markup ("Manage markup"): groups and the rules that price every search. */
export function ManageMarkupPage() {
  // The tab lives in the URL so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'groups';
  return (
    <>
      <PageTitle title="Manage markup" subtitle="Changes apply to the next search at once." />
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`markup-tab-${t.id}`} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`markup-tab-${tab}`}>
        <TabContent tab={tab} />
      </div>
    </>
  );
}
