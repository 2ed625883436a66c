/**
 * How long requests and messages are kept after they are closed, then deleted. The one source:
 * the collection notices and the privacy policy state it, and the server's retention purge enforces it.
 */
export const RETENTION = { months: 24 } as const;
