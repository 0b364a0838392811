import { errors as esErrors } from '@elastic/elasticsearch';
import { DomainError, requireRole, validationError, type AsyncHandlers } from '@screenshelf/kit';
import type { SearchHandlers } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { SearchActions } from './use-cases/index.js';

/** The Search calls: each rpc to its use case (use-cases/), which parses, asks the library index and answers cards. */
export function searchHandlers(actions: SearchActions): AsyncHandlers<SearchHandlers> {
  const handlers: AsyncHandlers<SearchHandlers> = {
    BrowseApps: (request, { caller }) => actions.browseApps(caller, request),
    BrowseImages: (request, { caller }) => actions.browseImages(caller, request),
    BrowsePatterns: (request, { caller }) => actions.browsePatterns(caller, request),
    BrowseContents: (request, { caller }) => actions.browseContents(caller, request),

    SearchApps: (request, { caller }) => actions.searchApps(caller, request),
    GetApp: (request, { caller }) => actions.getApp(caller, request),
    GetAppProfile: (request, { caller }) => actions.getAppProfile(caller, request),
    MauRange: (request) => actions.mauRange(request),
    LibraryStats: () => actions.libraryStats(),
    AppGroups: (request, { caller }) => actions.appGroups(caller, request),
    ListCodes: (request, { caller }) => actions.listCodes(caller, request),

    async Reindex(_request, { caller }) {
      requireRole(caller, 'ADMIN');
      return actions.reindex();
    },

    Retrieve: (request, { caller }) => actions.retrieve(caller, request),
    Understand: (request, { caller }) => actions.understand(caller, request),
    ScreenTexts: (request, { caller }) => actions.screenTexts(caller, request),
    SimilarScreens: (request, { caller }) => actions.similarScreens(caller, request),

    AdmitView: (request, { caller }) => actions.admitView(caller, request),
  };

  // Elasticsearch refusing a query (a 4xx) is a bad request, never an internal error.
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      async (request: never, context: never) => {
        try {
          return await (handler as (r: never, c: never) => Promise<unknown>)(request, context);
        } catch (error) {
          throw refusalOf(error) ?? error;
        }
      },
    ]),
  ) as unknown as AsyncHandlers<SearchHandlers>;
}

/** An Elasticsearch 4xx (other than 404 and 429) as a VALIDATION_ERROR; anything else as it was. */
export function refusalOf(error: unknown): DomainError | undefined {
  if (!(error instanceof esErrors.ResponseError)) return undefined;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500 || status === 404 || status === 429) return undefined;
  const reason = (error.body as { error?: { root_cause?: { reason?: string }[]; reason?: string } } | undefined)?.error;
  return validationError('The search request is not valid', [{ path: '', message: reason?.root_cause?.[0]?.reason ?? reason?.reason ?? error.message }]);
}
