// Every test file starts with the features' subscriptions made, as the server, the submission
// thread and the command-line tools do (server/features.ts): a test that calls a booking's
// function directly, without building an app, publishes its events to the same subscribers.
import "../../server/features";
