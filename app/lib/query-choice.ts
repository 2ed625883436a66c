/**
 * The value of the page address's `name` parameter when it is one of `choices`, else `fallback`:
 * a screen's tab (?status=…) read from its address, anything else its first tab.
 */
export function queryChoice<T extends string>(request: Request, name: string, choices: readonly T[], fallback: T): T {
  const asked = new URL(request.url).searchParams.get(name);
  return (choices as readonly string[]).includes(asked ?? "") ? (asked as T) : fallback;
}
