import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { EmailSettingsService } from './email-settings.service';

export function createEmailRouter(deps: { guards: Guards; settings: EmailSettingsService }) {
  const { settings } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.getEmailSettings, (r) => settings.get(r.caller));
  bind(contract.updateEmailSettings, (r) => settings.update(r.caller, r.body));

  return router;
}
