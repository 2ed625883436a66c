// The submission thread's start (booking/submission-thread-worker.mjs loads it): a start of its own,
// as app.ts is for the server, so the features' e-mails and subscriptions come first (a batch tells
// the practice account of the requests it sends: booking/practice-notices.ts), then the thread.
import "./features";
import "./booking/submission-thread-worker";
