/** The Listen toggle and the bar it opens, named so each can point at (and hand focus to) the other. */
export const LISTEN_TOGGLE_ID = 'listen-toggle';
export const LISTEN_BAR_ID = 'listen-bar';
