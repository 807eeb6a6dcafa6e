import { emailMessages } from '@reride/shared';
import { PageSection } from '../../../components/ui/page-section';
import { EmailSettingsForm } from '../../../features/email-settings/components/email-settings-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Email notifications (every signed-in user): which notification topics also come by email. */
export default function SettingsRoute() {
  useDocumentTitle(emailMessages.email.settingsTitle);
  return (
    <PageSection title={emailMessages.email.settingsTitle} lead={emailMessages.email.settingsIntro}>
      <EmailSettingsForm />
    </PageSection>
  );
}
