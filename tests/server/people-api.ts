import type { FastifyInstance } from "fastify";

/** The signed-in operator (`operator`: its headers) deletes all held about `email`, as the people page asks. */
export function operatorDeletesPerson(app: FastifyInstance, operator: Record<string, string>, email: string) {
  return app.inject({ method: "POST", url: "/admin/api/people/delete", payload: { email }, headers: operator });
}
