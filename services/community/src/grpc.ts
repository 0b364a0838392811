import type { AsyncHandlers } from '@screenshelf/kit';
import type { CommunityHandlers } from '@screenshelf/kit/gen/screenshelf/community/v1/Community.js';
import type { CommunityActions } from './use-cases/index.js';

/** gRPC transport of `screenshelf.community.v1.Community`. */
export function communityHandlers(actions: CommunityActions): AsyncHandlers<CommunityHandlers> {
  return {
    ListPosts: (request, { caller, token }) => actions.listPosts(caller, token, request),
    GetPost: (request, { caller, token }) => actions.getPost(caller, token, request.postId),
    CreatePost: (request, { caller, token }) => actions.createPost(caller, token, request),
    UpdatePost: (request, { caller, token }) => actions.updatePost(caller, token, request),
    DeletePost: (request, { caller }) => actions.deletePost(caller, request.postId),
    Vote: (request, { caller }) => actions.vote(caller, request.postId, request.up),
    ListComments: (request, { caller }) => actions.listComments(caller, request.postId, request.limit, request.offset),
    CreateComment: (request, { caller }) => actions.createComment(caller, request.postId, request.text),
    ReportPost: (request, { caller }) => actions.reportPost(caller, request.postId, request.reason),
    ListReports: (request, { caller, token }) => actions.listReports(caller, token, request),
    SetVisibility: (request, { caller, token }) => actions.setVisibility(caller, token, request.postId, request.hidden, request.reason),
  };
}
