/**
 * The area's router takes an address changed while the first render was still in progress: the
 * router read the address when it started and listens only once on screen (AreaApp.tsx).
 */
import { render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { HashCatchUp } from './AreaApp';
import { HomeRedirect } from './AreaLayout';

/** Moves the address without an event, as a change the router had no listener for yet. */
function MoveAddressOnce({ to }: { to: string }) {
  if (window.location.hash !== to && !moved) {
    moved = true;
    window.history.replaceState(null, '', to);
  }
  return null;
}
let moved = false;

const routes = (
  <Routes>
    <Route path="/shops/dashboard" element={<p>dashboard</p>} />
    <Route path="/staff/org" element={<p>org page</p>} />
    <Route path="*" element={<HomeRedirect to="/shops/dashboard" />} />
  </Routes>
);

beforeEach(() => {
  moved = false;
  window.history.replaceState(null, '', '#/shops/dashboard');
});

it('the page shows the address it was sent to while starting, not the one it started on', async () => {
  render(
    <HashRouter>
      <HashCatchUp />
      <MoveAddressOnce to="#/staff/org?q=%E7%A7%A6" />
      {routes}
    </HashRouter>,
  );
  expect(await screen.findByText('org page')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/staff/org?q=%E7%A7%A6');
});

it('without the catch-up the router would stay where it started (the case above is real)', async () => {
  render(
    <HashRouter>
      <MoveAddressOnce to="#/staff/org" />
      {routes}
    </HashRouter>,
  );
  expect(await screen.findByText('dashboard')).toBeInTheDocument();
  expect(screen.queryByText('org page')).toBeNull();
});

it('[ROUTE-12] the area root goes to the home page', async () => {
  window.history.replaceState(null, '', '#/');
  render(
    <HashRouter>
      <HashCatchUp />
      {routes}
    </HashRouter>,
  );
  expect(await screen.findByText('dashboard')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/shops/dashboard');
});

it('[ROUTE-12] but not over an address given while the page was starting at its root', async () => {
  window.history.replaceState(null, '', '#/');
  render(
    <HashRouter>
      <HashCatchUp />
      <MoveAddressOnce to="#/staff/org" />
      {routes}
    </HashRouter>,
  );
  expect(await screen.findByText('org page')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/staff/org');
});
