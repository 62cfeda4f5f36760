/**
 * The e-mails' colours and type: the web app's brand (indigo) as hex values, because mail clients
 * ignore CSS variables and external fonts. Only system fonts, so nothing is fetched.
 */
export const colors = {
  brand: '#4f46e5',
  brandDark: '#4338ca',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
  card: '#ffffff',
  danger: '#b91c1c',
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
