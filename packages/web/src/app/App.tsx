import { lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import './fonts.css';
import './home.css';
import { AccountLink } from '../account/AccountLink.tsx';
import { Home } from './Home.tsx';
import { Logo } from './Logo.tsx';
import { useRoute } from './router.ts';

/**
 * A page loaded when opened. Only the home page is in the first load: every other page (and the games' rules and
 * the full zod they need) comes later, after src/csp.ts has told zod not to compile with eval.
 */
function page<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => import('../csp.ts').then(load));
}
const NewGame = page(() => import('./NewGame.tsx'));
const TablePage = page(() => import('./TablePage.tsx'));
const ReplayPage = page(() => import('./ReplayPage.tsx'));
const RulesPage = page(() => import('./RulesPage.tsx'));
const TutorialPage = page(() => import('../games/common/tutorial/TutorialPage.tsx'));
const CampaignPage = page(() => import('../campaign/CampaignPage.tsx'));
const DiceCampaignPage = page(() => import('../campaign/dice/DiceCampaignPage.tsx'));
const LabPage = page(() => import('../lab/LabPage.tsx'));
const StudioPage = page(() => import('../studio/StudioPage.tsx'));
const AccountPage = page(() => import('../account/AccountPage.tsx'));
const ProfilePage = page(() => import('../players/ProfilePage.tsx'));
const BoardsIndex = page(() => import('../players/BoardsPage.tsx'));
const BoardPage = page(() => import('../players/BoardPage.tsx'));
const HallPage = page(() => import('../players/HallPage.tsx'));

/**
 * A skip link's click: keyboard focus to the element the selector finds (the hash is the router's, so the link
 * cannot point at an id).
 */
const skipTo = (selector: string) => (e: MouseEvent) => {
  e.preventDefault();
  const target = document.querySelector<HTMLElement>(selector);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
};

/** Pages with a log (a table, a replay): a second skip link leads to it past the board and the moves. */
const HAS_LOG = new Set(['local', 'match', 'replay']);

export function App() {
  const route = useRoute();
  let view;
  switch (route.page) {
    case 'home':
      view = <Home />;
      break;
    case 'new':
      view = <NewGame key={route.game} gameId={route.game} />;
      break;
    case 'local':
      view = <TablePage key={`l${route.id}`} source="local" id={route.id} />;
      break;
    case 'match':
      view = <TablePage key={`m${route.id}`} source="online" id={route.id} invite={route.invite} watch={route.watch} />;
      break;
    case 'replay':
      view = <ReplayPage key={`${route.source}${route.id}`} source={route.source} id={route.id} />;
      break;
    case 'campaign':
      view = route.game === 'dice' ? <DiceCampaignPage key={route.group ?? ''} group={route.group} /> : <CampaignPage key={route.group ?? ''} group={route.group} />;
      break;
    case 'rules':
      view = <RulesPage key={route.game} gameId={route.game} />;
      break;
    case 'learn':
      view = <TutorialPage key={route.game} game={route.game} />;
      break;
    case 'lab':
      view = <LabPage key={route.url ?? ''} url={route.url} />;
      break;
    case 'studio':
      view = <StudioPage key={`${route.game}:${route.shared ?? ''}`} gameId={route.game} shared={route.shared} mine={route.mine} />;
      break;
    case 'account':
      view = <AccountPage link={route.link} />;
      break;
    case 'player':
      view = <ProfilePage key={route.name ?? ''} name={route.name} />;
      break;
    case 'leaderboards':
      view = <BoardsIndex />;
      break;
    case 'leaderboard':
      view = <BoardPage game={route.game} mode={route.mode} page={route.pageNumber} />;
      break;
    case 'hall':
      view = <HallPage key={route.game} game={route.game} />;
      break;
    default:
      view = (
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
      {/* In a landmark of their own: no content outside one (axe's region). */}
      <nav className="skip-links" aria-label="Skip links">
        <a className="skip-link" href="#/" onClick={skipTo('main')}>
          Skip to the page
        </a>
        {HAS_LOG.has(route.page) && (
          <a className="skip-link" href="#/" onClick={skipTo('.log ol')}>
            Skip to the log
          </a>
        )}
      </nav>
      <header className="topbar">
        <a href="#/" className="brand" aria-label="Ramparts: home">
          <Logo size={30} label="Ramparts" />
          <span aria-hidden="true">Ramparts</span>
        </a>
        <AccountLink />
      </header>
      <Suspense fallback={<main className="page">Loading…</main>}>{view}</Suspense>
    </>
  );
}
