import { lazy, Suspense } from 'react';
import { Home } from './Home.tsx';
import { useRoute } from './router.ts';

// Only the home page is in the first load: every other page (and the games' rules they need) loads when opened.
const NewGame = lazy(() => import('./NewGame.tsx'));
const TablePage = lazy(() => import('./TablePage.tsx'));
const ReplayPage = lazy(() => import('./ReplayPage.tsx'));
const RulesPage = lazy(() => import('./RulesPage.tsx'));
const CampaignPage = lazy(() => import('../campaign/CampaignPage.tsx'));
const DiceCampaignPage = lazy(() => import('../campaign/dice/DiceCampaignPage.tsx'));

export function App() {
  const route = useRoute();
  let page;
  switch (route.page) {
    case 'home':
      page = <Home />;
      break;
    case 'new':
      page = <NewGame key={route.game} gameId={route.game} />;
      break;
    case 'local':
      page = <TablePage key={`l${route.id}`} source="local" id={route.id} />;
      break;
    case 'match':
      page = <TablePage key={`m${route.id}`} source="online" id={route.id} invite={route.invite} />;
      break;
    case 'replay':
      page = <ReplayPage key={`${route.source}${route.id}`} source={route.source} id={route.id} />;
      break;
    case 'campaign':
      page = route.game === 'dice' ? <DiceCampaignPage key={route.group ?? ''} group={route.group} /> : <CampaignPage key={route.group ?? ''} group={route.group} />;
      break;
    case 'rules':
      page = <RulesPage key={route.game} gameId={route.game} />;
      break;
    default:
      page = (
        <main className="page">
          <h1>Nothing here</h1>
          <p>
            There is no page “{route.path}”. <a href="#/">Back to the games</a>.
          </p>
        </main>
      );
  }
  return (
    <>
      <header className="topbar">
        <a href="#/" className="brand" aria-label="Ramparts home">
          <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true">
            <path d="M1 15V5h2v2h2V5h2v2h2V5h2v2h2V5h2v10z" fill="currentColor" />
          </svg>
          Ramparts
        </a>
      </header>
      <Suspense fallback={<main className="page">Loading…</main>}>{page}</Suspense>
    </>
  );
}
