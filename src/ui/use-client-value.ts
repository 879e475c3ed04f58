import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: the value is fixed once the page is running. */
const noChanges = () => () => {};

/**
 * A value only the browser knows (a capability, or "hydrated"), read without a hydration
 * mismatch: the server's HTML and the hydrating render use `serverValue`, later renders `read()`.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}

/** False in the server's HTML and while hydrating; true once React owns the island. */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
