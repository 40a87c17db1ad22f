// Copying the referral link: the clipboard write, reported as copied or failed (REF-004, REF-005).

/** Writes `text` to the clipboard; false when the browser refuses (no permission, insecure page, no clipboard). */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
