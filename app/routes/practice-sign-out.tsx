import { redirect } from "react-router";

import type { Route } from "./+types/practice-sign-out";
import { paths } from "../../rules/paths";

// Signing out of the practice account: this session, or (with `everywhere`) every session of the user.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { setCookie } = await context.practiceAccount.signOut(request, form.get("everywhere") === "1");
  return redirect(paths.practiceSignIn(), { headers: { "set-cookie": setCookie } });
}

export async function loader() {
  return redirect(paths.practiceSignIn());
}
