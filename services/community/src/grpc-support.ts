import type { AsyncHandlers } from '@screenshelf/kit';
import type { SupportHandlers } from '@screenshelf/kit/gen/screenshelf/community/v1/Support.js';
import type { SupportActions } from './use-cases/index.js';

/** gRPC transport of `screenshelf.community.v1.Support` (contact requests, newsletter, outgoing mail). */
export function supportHandlers(actions: SupportActions): AsyncHandlers<SupportHandlers> {
  return {
    CreateRequest: (request, { caller }) => actions.createRequest(caller, request),
    ListRequests: (request, { caller }) => actions.listRequests(caller, request),
    UpdateRequest: (request, { caller }) => actions.updateRequest(caller, request),

    GetSubscription: (_request, { caller }) => actions.getSubscription(caller),
    Subscribe: (request, { caller }) => actions.subscribe(caller, request),
    Unsubscribe: (_request, { caller }) => actions.unsubscribe(caller),
    ConfirmSubscription: (request) => actions.confirmSubscription(request.token),
    UnsubscribeByToken: (request) => actions.unsubscribeByToken(request.token),
    SubscriptionByToken: (request) => actions.subscriptionByToken(request.token),

    CreateIssue: (request, { caller }) => actions.createIssue(caller, request),
    ListIssues: (request, { caller }) => actions.listIssues(caller, request),
    PreviewIssue: (request, { caller }) => actions.previewIssue(caller, request.id),
    SendIssue: (request, { caller }) => actions.sendIssue(caller, request.id),

    ListMails: (request, { caller }) => actions.listMails(caller, request),
    CountMails: (_request, { caller }) => actions.countMails(caller),
    ResendMail: (request, { caller }) => actions.resendMail(caller, request.id),
  };
}
