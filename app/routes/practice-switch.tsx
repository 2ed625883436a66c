import { data, redirect } from "react-router";

import type { Route } from "./+types/practice-switch";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";

// A person in several practices (a multi-location group) chooses which one they are working in.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.practiceAccount.switchPractice(request, String(form.get("practice") ?? ""));
  if (result.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (result.kind !== "ok") return data({ error: "You do not belong to that practice." }, { status: 403 });
  return redirect(practicePaths.home());
}

export async function loader() {
  return redirect(practicePaths.home());
}
