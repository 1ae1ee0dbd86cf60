import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only where a reader expects it to: before the @ and before
 * each dot of its domain. A part longer than the line still breaks (break-words) rather than
 * overflow a phone's screen.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1).split('.') : [];
  return (
    <span className={`break-words ${className}`}>
      {local}
      {domain.length > 0 && (
        <>
          <wbr />@
          {domain.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  <wbr />.
                </>
              )}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}
