/**
 * An e-mail that may wrap only before the "@", never in the middle of a word, so narrow table
 * columns stay readable.
 */
export function UserEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
