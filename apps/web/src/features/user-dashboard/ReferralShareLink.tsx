import { APP_BASE } from '../../app/redirects';
import { CopyLinkField } from '../../ui/CopyLinkField';
import { SectionCard } from '../../ui/SectionCard';

/** The sign-up page with the code filled in: {origin}/app/signup?ref={CODE}. */
export const referralLinkFor = (code: string, origin = window.location.origin) =>
  `${origin}${APP_BASE}/signup?${new URLSearchParams({ ref: code })}`;

/** A link to send instead of a code to type: the sign-up form reads the code from it. */
export function ReferralShareLink({ code }: { code: string }) {
  const link = referralLinkFor(code);
  return (
    <SectionCard title="Share link" subheader="Whoever signs up through this link is linked to your account.">
      <CopyLinkField label="Your sign-up link" link={link} testId="referral-link" />
    </SectionCard>
  );
}
