import { whatsappUrl } from '@adiestra/shared/whatsapp';

/**
 * Opens wa.me for `e164` with the text `prepare` answers. The tab is opened now, inside the click
 * (a tab opened after a request would be blocked as a popup), and sent to wa.me once the text is
 * there; if preparing fails the tab closes and the error is thrown to the caller.
 */
export async function openWhatsapp(e164: string, prepare: () => Promise<string>) {
  const tab = window.open('', '_blank');
  try {
    const url = whatsappUrl(e164, await prepare());
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (caught) {
    tab?.close();
    throw caught;
  }
}
