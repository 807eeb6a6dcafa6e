import { accountMessages } from '@reride/shared';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/spinner';
import { useRoles } from '../../../features/auth/api/get-roles';
import { AccountSettingsForm } from '../../../features/auth/components/account-settings-form';
import { BecomeSeller } from '../../../features/auth/components/become-seller';
import { PhoneVerification } from '../../../features/auth/components/phone-verification';
import { ProfilePhotoField } from '../../../features/auth/components/profile-photo-field';
import { DeleteAccountCard, YourDataCard } from '../../../features/auth/components/leave-cards';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const texts = accountMessages.settings;

/**
 * Account settings (every signed-in user): photo, name, phone, city; a seller verifies their
 * phone (docs/domain.md#seller-verification); a buyer may start selling here; anyone may download their data or delete their account (docs/domain.md#leaving).
 */
export default function AccountRoute() {
  useDocumentTitle(texts.title);
  const { roles } = useRoles();
  return (
    <PageSection title={texts.title} lead={texts.lead}>
      {roles ? (
        <div className="stack">
          <ProfilePhotoField account={roles.user} />
          <AccountSettingsForm account={roles.user} />
          {roles.isSeller && <PhoneVerification account={roles.user} />}
          {roles.isBuyer && !roles.isSeller && <BecomeSeller />}
          <YourDataCard />
          <DeleteAccountCard />
        </div>
      ) : (
        <PageSpinner label="Loading your account" />
      )}
    </PageSection>
  );
}
