import type { FastifyInstance } from "fastify";

/**
 * Signs an operator in through the inbox API, as the sign-in page does, and returns the headers a
 * signed-in inbox request carries: the session cookie and the CSRF token.
 */
export async function operatorSession(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ cookie: string; "x-csrf-token": string }> {
  const login = await app.inject({ method: "POST", url: "/admin/api/login", payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
  return {
    cookie: String(login.headers["set-cookie"]).split(";")[0]!,
    "x-csrf-token": login.json<{ csrfToken: string }>().csrfToken,
  };
}
