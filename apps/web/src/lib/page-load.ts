/**
 * Loads a page afresh (not a client-side route change): after a sign-in the whole app starts
 * again with the new user. One object, so component tests can watch it instead of navigating.
 */
export const pageLoad = {
  replace(url: string) {
    window.location.replace(url);
  },
};
