/**
 * The area shell's header. Not `getByRole('banner')`: testing-library gives that role to every
 * <header>, also to a page's own header inside <main> (PageHeader), which browsers do not.
 */
import { waitFor } from '@testing-library/react';

export function shellHeader(): HTMLElement {
  const header = document.querySelector<HTMLElement>('header.area-header');
  if (!header) throw new Error('no shell header');
  return header;
}

/**
 * Waits until the shell shows its header (the session has loaded, someone is logged in) and the
 * route's page has replaced the loading placeholder: a lazy page that resolves after the test has
 * moved on would render outside act(). An empty content area is a redirect (the area's root going to
 * its home page) whose page has not even started loading yet.
 */
export async function findShellHeader(): Promise<HTMLElement> {
  const header = await waitFor(shellHeader);
  await waitFor(() => {
    if (document.querySelector('.area-page-loading')) throw new Error("the route's page is still loading");
    const content = document.querySelector('.area-content');
    if (content && content.childNodes.length === 0) throw new Error('the route is still redirecting');
  });
  return header;
}
