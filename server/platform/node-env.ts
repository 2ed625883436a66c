// React (pages rendered on the server, server/platform/pages/renderer.ts) loads its development build unless
// NODE_ENV says "production" when it is first imported: about three times slower per page, measured
// (docs/performance.md). The server is production unless told otherwise, as config.ts's default says;
// imported first by main.ts, before anything loads React.
process.env.NODE_ENV ??= "production";

export {};
