// The job thread's entry (see job-thread.ts): loads its TypeScript through tsx, as the
// submission thread's does (Node 20 does not apply a parent's `--import tsx` to a worker).
import { tsImport } from "tsx/esm/api";

await tsImport("./job-thread-worker.ts", import.meta.url);
