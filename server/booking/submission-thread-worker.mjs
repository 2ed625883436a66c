// The submission thread's entry: loads its TypeScript through tsx, as the server's own start does
// (Node 20 does not apply a parent's `--import tsx` to a worker's entry module).
import { tsImport } from "tsx/esm/api";

// Its start is server/submission-thread-start.ts: the features first, then the thread's own code.
await tsImport("../submission-thread-start.ts", import.meta.url);
