/**
 * Unsaved form input kept across a forced re-login: when a save fails because the session
 * expired, the form stashes its values here (this tab only), and restores them when it loads again.
 */
const PREFIX = "draft:";

export function saveDraft(form: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(PREFIX + form, JSON.stringify(values));
  } catch {
    // Storage full or disabled: nothing more we can do.
  }
}

/** The stashed values (removing them), or null. */
export function takeDraft<T extends Record<string, unknown>>(form: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + form);
    sessionStorage.removeItem(PREFIX + form);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}
