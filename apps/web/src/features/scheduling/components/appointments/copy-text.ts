/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (HTTPS or
 * localhost), else the legacy hidden-textarea copy that older browsers and plain-HTTP
 * deployments still allow. Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  // `navigator.clipboard` is undefined outside secure contexts, whatever the DOM types say.
  if (window.isSecureContext && 'clipboard' in navigator) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the legacy way.
    }
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  const previousFocus = document.activeElement;
  document.body.appendChild(textarea);
  textarea.select();
  try {
    // Deprecated but still the only copy path without the Clipboard API.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
}
